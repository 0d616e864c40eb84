// Below-the-fold sections render after the first paint: the first commit holds only what is above them.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AfterFirstPaint } from '../../web/src/components/AfterFirstPaint.tsx';

afterEach(cleanup);

describe('AfterFirstPaint', () => {
  it('leaves its children out of the first commit and renders them in the next task', async () => {
    render(
      <>
        <h1>Above the fold</h1>
        <AfterFirstPaint>
          <p>Below the fold</p>
        </AfterFirstPaint>
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Above the fold' })).toBeTruthy();
    expect(screen.queryByText('Below the fold')).toBeNull();
    expect(await screen.findByText('Below the fold')).toBeTruthy();
  });
});
