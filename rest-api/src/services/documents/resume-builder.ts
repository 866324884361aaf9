import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

/** One heading of the resume and its lines; a section with no lines is left out. */
export interface ResumeSection {
  title: string;
  lines: string[];
}

/**
 * One part of the learner's profile the resume shows. Each profile area (education, employment, skills)
 * adds a source to the list in documents.module.ts; the builder needs no change for a new one.
 */
export interface ResumeSectionSource {
  load(partyId: number): Promise<ResumeSection | null>;
}

export interface ResumeHeader {
  name: string;
  contact: string[];
}

const PAGE = { width: 595.28, height: 841.89, margin: 50 } as const;
const SIZE = { name: 20, title: 13, body: 10.5 } as const;
const LINE = 15;

/**
 * The standard fonts encode WinAnsi only: a character outside it (a name in Devanagari, an emoji) would
 * make pdf-lib throw, so it is shown as '?' rather than losing the whole resume.
 */
const printable = (font: PDFFont, text: string): string => {
  const supported = new Set(font.getCharacterSet());
  return [...text.replace(/\s+/g, ' ')]
    .map((char) => (supported.has(char.codePointAt(0) ?? 0) ? char : '?'))
    .join('');
};

/** Greedy word wrap to the page's width. */
const wrap = (font: PDFFont, size: number, text: string, width: number): string[] => {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const next = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width || current === '') current = next;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  return lines;
};

/** Writes top to bottom, starting a new page when the current one is full. */
class Writer {
  private page: PDFPage;
  private y: number;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  text(text: string, options: { size: number; bold?: boolean; gapBefore?: number }): void {
    const font = options.bold ? this.bold : this.regular;
    this.y -= options.gapBefore ?? 0;
    for (const line of wrap(font, options.size, printable(font, text), PAGE.width - 2 * PAGE.margin)) {
      if (this.y < PAGE.margin + LINE) {
        this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
        this.y = PAGE.height - PAGE.margin;
      }
      this.y -= options.size + 4;
      this.page.drawText(line, {
        x: PAGE.margin,
        y: this.y,
        size: options.size,
        font,
        color: rgb(0.1, 0.1, 0.1),
      });
    }
  }

  rule(): void {
    this.y -= 6;
    this.page.drawLine({
      start: { x: PAGE.margin, y: this.y },
      end: { x: PAGE.width - PAGE.margin, y: this.y },
      thickness: 0.7,
      color: rgb(0.6, 0.6, 0.6),
    });
  }
}

/** The resume as a PDF (pdf-lib, standard Helvetica): the header, then each section that has lines. */
export const buildResumePdf = async (
  header: ResumeHeader,
  sections: readonly ResumeSection[],
): Promise<Buffer> => {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Resume - ${header.name}`);
  pdf.setCreator('FinX');
  pdf.setProducer('FinX');
  const writer = new Writer(
    pdf,
    await pdf.embedFont(StandardFonts.Helvetica),
    await pdf.embedFont(StandardFonts.HelveticaBold),
  );
  writer.text(header.name, { size: SIZE.name, bold: true });
  writer.text(header.contact.join('  |  '), { size: SIZE.body, gapBefore: 4 });
  writer.rule();
  for (const section of sections) {
    if (section.lines.length === 0) continue;
    writer.text(section.title, { size: SIZE.title, bold: true, gapBefore: 12 });
    for (const line of section.lines) writer.text(`- ${line}`, { size: SIZE.body, gapBefore: 2 });
  }
  return Buffer.from(await pdf.save());
};

/** `Resume-<Name>.pdf`, with the name reduced to letters, digits and hyphens (a safe header value). */
export const resumeFileName = (name: string): string => {
  const safe = name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `Resume-${safe || 'Learner'}.pdf`;
};
