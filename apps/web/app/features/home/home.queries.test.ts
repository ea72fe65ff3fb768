import { describe, expect, it } from 'vitest';
import { toSlides } from './home.queries.ts';

describe('toSlides', () => {
  it('makes one slide per image, falling back to the category heading and subheading, skipping empty categories', () => {
    const slides = toSlides([
      {
        id: 1,
        name: 'On the farm',
        heading: 'Grow with us',
        subheading: 'Farm jobs everywhere',
        images: [
          { id: 1, image: '/demo/a.svg', url: '/search?categories[]=1', heading: 'Farm jobs' },
          { id: 2, image: '/demo/b.svg', subheading: 'Harvest' },
        ],
      },
      { id: 2, name: 'Empty', images: [] },
      { id: 3, name: 'Kitchens', images: [{ id: 3, image: '/demo/c.svg' }] },
    ]);
    expect(slides).toEqual([
      {
        id: 1,
        image: '/demo/a.svg',
        url: '/search?categories[]=1',
        heading: 'Farm jobs',
        subheading: 'Farm jobs everywhere',
      },
      { id: 2, image: '/demo/b.svg', heading: 'Grow with us', subheading: 'Harvest' },
      { id: 3, image: '/demo/c.svg', heading: 'Kitchens' },
    ]);
  });
});
