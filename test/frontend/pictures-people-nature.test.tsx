import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PictureArt } from '../../frontend/src/features/play/pictures';
import { NATURE_PICTURES } from '../../frontend/src/features/play/pictures/nature';
import { PEOPLE_PICTURES } from '../../frontend/src/features/play/pictures/people';

const names = [...PEOPLE_PICTURES, ...NATURE_PICTURES];
const drawing = (name: (typeof names)[number]) => renderToStaticMarkup(<PictureArt name={name} />).replace(/^<svg[^>]*>|<\/svg>$/g, '');

describe('the pictures of people, faces, body and mind, nature, shapes and signs', () => {
  it('name each picture once', () => {
    expect(new Set(names).size).toBe(names.length);
  });

  it('are each drawn, without words, and no two alike', () => {
    const drawings = names.map(drawing);
    expect(names.filter((_, index) => drawings[index] === '')).toEqual([]);
    // Children who cannot read choose by the picture: letters in it would not help them, and would not translate.
    expect(names.filter((_, index) => /<text|<tspan/.test(drawings[index] ?? ''))).toEqual([]);
    expect(new Set(drawings).size).toBe(names.length);
  });
});
