import { render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PICTURES, describePicture } from '@domain/content/pictures';
import { PictureArt } from '../../frontend/src/features/play/pictures';
import { ACTIONS, ACTIONS_PICTURES } from '../../frontend/src/features/play/pictures/actions';

const drawing = (name: (typeof PICTURES)[number]) => renderToStaticMarkup(<PictureArt name={name} />);

describe('the drawings of what a child does', () => {
  it('cover exactly the section "what a child does" of the library, in its order', () => {
    // The section runs from no-coat to phone-call: a name a writer adds there must be drawn here too.
    const section = PICTURES.slice(PICTURES.indexOf('no-coat'), PICTURES.indexOf('phone-call') + 1);
    expect(ACTIONS_PICTURES).toEqual(section);
    expect(Object.keys(ACTIONS).sort()).toEqual([...section].sort());
  });

  it.each(ACTIONS_PICTURES)('draws %s with shapes only, no words, named by its description', (name) => {
    const { getByRole } = render(<PictureArt name={name} label={describePicture(name)} />);
    const svg = getByRole('img', { name: describePicture(name) });
    expect(svg.querySelectorAll('path, circle, ellipse, rect, polygon').length).toBeGreaterThan(2);
    expect(svg.querySelector('text, foreignObject, image')).toBeNull();
  });

  it('draws each one unlike every other picture of the library, so no action borrows another’s picture', () => {
    const all = new Map(PICTURES.map((name) => [drawing(name), name]));
    expect(all.size).toBe(PICTURES.length);
  });

  it('says in American English what the issue asked for', () => {
    expect(describePicture('cross')).toBe('a mad face with frowning eyebrows');
    expect(describePicture('trash')).toBe('a trash can');
    expect(describePicture('bandage')).toBe('a bandage on a knee');
    expect(describePicture('traffic-light')).toBe('a traffic light: red, yellow, green');
    for (const name of ['bored', 'nervous', 'confident', 'inspired', 'excited', 'disappointed', 'embarrassed'] as const)
      expect(describePicture(name)).toMatch(new RegExp(`^an? ${name} face`));
  });
});
