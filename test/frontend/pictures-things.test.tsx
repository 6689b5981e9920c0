import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PICTURES, describePicture } from '@domain/content/pictures';
import { PictureArt } from '../../frontend/src/features/play/pictures';
import { THINGS, THINGS_PICTURES } from '../../frontend/src/features/play/pictures/things';

describe('the drawings of things, places and going', () => {
  it('cover exactly the sections "things" and "places and going" of the library, in its order', () => {
    // The two sections run from the balloon to the Earth: a name a writer adds there must be drawn here too.
    const sections = PICTURES.slice(PICTURES.indexOf('balloon'), PICTURES.indexOf('globe') + 1);
    expect(THINGS_PICTURES).toEqual(sections);
    expect(Object.keys(THINGS).sort()).toEqual([...sections].sort());
  });

  it.each(THINGS_PICTURES)('draws %s with shapes only, no words, named by its description', (name) => {
    const { getByRole } = render(<PictureArt name={name} label={describePicture(name)} />);
    const svg = getByRole('img', { name: describePicture(name) });
    expect(svg.querySelectorAll('path, circle, ellipse, rect, polygon').length).toBeGreaterThan(0);
    expect(svg.querySelector('text, foreignObject, image')).toBeNull();
  });
});
