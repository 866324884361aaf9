// Makes rest-api/assets/documents/sample-lesson.webm, the demo lessons' video: two seconds of a
// coloured card drawn on a canvas and recorded by Chromium's MediaRecorder (VP8 WebM). The project ships
// no third-party media and needs no network. Run: node scripts/make-sample-video.mjs
import { writeFile } from 'node:fs/promises';
/* global document, MediaRecorder */
import { chromium } from '@playwright/test';

const target = new URL('../rest-api/assets/documents/sample-lesson.webm', import.meta.url);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const page = await browser.newPage();
const base64 = await page.evaluate(async () => {
  const canvas = document.createElement('canvas');
  canvas.width = 320;
  canvas.height = 180;
  const draw = canvas.getContext('2d');
  const recorder = new MediaRecorder(canvas.captureStream(15), { mimeType: 'video/webm;codecs=vp8' });
  const chunks = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const stopped = new Promise((resolve) => (recorder.onstop = resolve));
  recorder.start();
  const started = performance.now();
  while (performance.now() - started < 2000) {
    const t = (performance.now() - started) / 2000;
    draw.fillStyle = '#0d47a1';
    draw.fillRect(0, 0, 320, 180);
    draw.fillStyle = '#ffffff';
    draw.fillRect(20, 150, 280 * t, 8);
    draw.font = '24px sans-serif';
    draw.fillText('FinX sample lesson', 56, 96);
    await new Promise((resolve) => setTimeout(resolve, 66));
  }
  recorder.stop();
  await stopped;
  const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
});
await writeFile(target, Buffer.from(base64, 'base64'));
await browser.close();
console.log(`wrote ${target.pathname}`);
