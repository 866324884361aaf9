// Starts the GraphQL Mesh peer for a running stack: composes its supergraph from rest-api's OpenAPI
// document, then serves it in a process of its own (tier-cpu.ts reads that process as the `peer` tier).
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { composeMeshPeer, type ComposedPeer } from './mesh-compose';

export interface MeshPeer {
  url: string;
  composed: ComposedPeer;
  stop(): Promise<void>;
}

const stopChild = (child: ChildProcess) =>
  new Promise<void>((done) => {
    if (child.exitCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });

export const startMeshPeer = async (restUrl: string, cipherSecret: string): Promise<MeshPeer> => {
  const composed = await composeMeshPeer(restUrl);
  const child = fork(fileURLToPath(new URL('./mesh-peer-server.ts', import.meta.url)), {
    execArgv: ['--conditions=finx-source', '--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SUPERGRAPH_PATH: composed.supergraphPath,
      FIELD_CIPHER_SECRET: cipherSecret,
    },
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { address: string }).address));
    child.once('exit', (code) => reject(new Error(`the Mesh peer exited with ${code} before it listened`)));
  });
  return { url, composed, stop: () => stopChild(child) };
};
