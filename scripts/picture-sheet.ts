// `npm run pictures:sheet [name …]`: every picture of the content library drawn at a child's size beside its name
// and what it should show, as one PNG (.test-artifacts/pictures.png), to check by eye that each says what it means.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PICTURES, describePicture, type Picture } from '@domain/content/pictures.js';
import { PictureArt } from '../frontend/src/features/play/pictures/index.js';

const asked = process.argv.slice(2);
const names = asked.length > 0 ? PICTURES.filter((name) => asked.includes(name)) : PICTURES;
const cell = (name: Picture) =>
  `<figure>${renderToStaticMarkup(createElement(PictureArt, { name, size: 110 }))}<figcaption><b>${name}</b><br>${describePicture(name)}</figcaption></figure>`;
const html = `<!doctype html><meta charset="utf-8"><style>
  body { margin: 16px; font: 13px sans-serif; background: #fff8ec; display: grid; grid-template-columns: repeat(8, 1fr); gap: 12px; }
  figure { margin: 0; padding: 8px; background: #fff; border-radius: 12px; text-align: center; }
  figure svg { display: block; margin: 0 auto 6px; }
</style>${names.map(cell).join('')}`;

const dir = mkdtempSync(join(tmpdir(), 'waw-pictures-'));
const file = join(dir, 'sheet.html');
writeFileSync(file, html);
const out = resolve('.test-artifacts/pictures.png');
mkdirSync(resolve('.test-artifacts'), { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1400, height: 800 } });
await page.goto(`file://${file}`);
await page.screenshot({ path: out, fullPage: true });
await browser.close();
rmSync(dir, { recursive: true, force: true });
console.log(`${names.length} pictures drawn in ${out}`);
