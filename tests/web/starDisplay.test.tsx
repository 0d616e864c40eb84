// A rating shown read-only: five stars, halves included, announced as one image with the value.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StarDisplay } from '../../web/src/components/StarDisplay.tsx';
import { renderStorefront } from '../helpers/renderStorefront.tsx';

afterEach(cleanup);

const fills = (label: string) =>
  [...screen.getByRole('img', { name: label }).querySelectorAll('[data-fill]')].map((star) =>
    star.getAttribute('data-fill'),
  );

describe('StarDisplay', () => {
  it('fills whole and half stars to the nearest half, and says the value itself', () => {
    renderStorefront(
      <>
        <StarDisplay value={3.5} />
        <StarDisplay value={4.26} />
        <StarDisplay value={0} />
        <StarDisplay value={5} size="md" />
      </>,
    );
    expect(fills('3.5 out of 5 stars')).toEqual(['full', 'full', 'full', 'half', 'none']);
    expect(fills('4.26 out of 5 stars')).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(fills('0 out of 5 stars')).toEqual(['none', 'none', 'none', 'none', 'none']);
    expect(fills('5 out of 5 stars')).toEqual(['full', 'full', 'full', 'full', 'full']);
    // Only the image is announced, not each icon.
    expect(screen.getAllByRole('img')).toHaveLength(4);
  });
});
