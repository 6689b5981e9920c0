// `npm run pictures:sheet [name …]`: every picture of the content library drawn at a child's size beside its name,
// what it should show, and every answer of every programme that uses it (✓ right, ✗ wrong, with its programme,
// day and question), as one PNG (.test-artifacts/pictures.png) and the HTML it is taken from, so a picture that
// does not say an answer's words, or is nearly always wrong, is seen at a glance.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { programmeQuestions } from '@domain/content/check/text.js';
import { PROGRAMMES } from '@domain/content/index.js';
import { PICTURES, describePicture, type Picture } from '@domain/content/pictures.js';
import { PictureArt } from '../frontend/src/features/play/pictures/index.js';

interface Use {
  where: string;
  label: string;
  right: boolean;
}
const uses = new Map<Picture, Use[]>(PICTURES.map((name) => [name, []]));
for (const programme of Object.values(PROGRAMMES))
  for (const { where, question } of programmeQuestions(programme))
    question.answers.forEach((answer, i) =>
      uses.get(answer.picture)?.push({
        where: where.replace(/-day-/, ' day ').replace(/-screening/, ' test'),
        label: answer.label,
        right: i === question.correct,
      }),
    );

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const row = (name: Picture) => {
  const used = uses.get(name) ?? [];
  const right = used.filter((use) => use.right).length;
  const list = used
    .map((use) => `<li class="${use.right ? 'right' : 'wrong'}">${use.right ? '✓' : '✗'} <i>${use.where}</i> ${escape(use.label)}</li>`)
    .join('');
  return `<section><figure>${renderToStaticMarkup(createElement(PictureArt, { name, size: 110 }))}<figcaption><b>${name}</b><br>${escape(describePicture(name))}<br><span class="rate">${used.length === 0 ? 'no answer uses it' : `right in ${right} of ${used.length}`}</span></figcaption></figure><ul>${list}</ul></section>`;
};

const asked = process.argv.slice(2);
const names = asked.length > 0 ? PICTURES.filter((name) => asked.includes(name)) : PICTURES;
const html = `<!doctype html><meta charset="utf-8"><title>WAW pictures and their answers</title><style>
  body { margin: 16px; font: 13px/1.35 sans-serif; background: #fff8ec; display: grid; grid-template-columns: 1fr 1fr; gap: 10px; }
  section { display: flex; gap: 10px; padding: 8px; background: #fff; border-radius: 12px; }
  figure { margin: 0; width: 150px; flex: none; text-align: center; }
  figure svg { display: block; margin: 0 auto 4px; }
  .rate { color: #555; }
  ul { margin: 0; padding: 0; list-style: none; columns: 2; column-gap: 12px; flex: 1; }
  li { break-inside: avoid; }
  .right { color: #166534; } .wrong { color: #991b1b; }
  i { color: #555; font-style: normal; font-size: 11px; }
</style>${names.map(row).join('')}`;

mkdirSync(resolve('.test-artifacts'), { recursive: true });
const file = resolve('.test-artifacts/pictures.html');
writeFileSync(file, html);
const out = resolve('.test-artifacts/pictures.png');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1600, height: 900 } });
await page.goto(`file://${file}`);
await page.screenshot({ path: out, fullPage: true });
await browser.close();
console.log(`${names.length} pictures and the answers that use them, in ${out} (and ${file})`);
