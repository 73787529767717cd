import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './skeleton';

const el = (container: HTMLElement) => container.firstElementChild as HTMLElement;

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = render(<Skeleton />);
    expect(el(container).getAttribute('aria-hidden')).toBe('true');
  });

  it('lines fill the width by default', () => {
    const { container } = render(<Skeleton />);
    expect(el(container).style.width).toBe('100%');
  });

  it('takes numeric sizes as px and string sizes as given', () => {
    const { container } = render(<Skeleton shape="rect" width={120} height="50%" />);
    expect(el(container).style.width).toBe('120px');
    expect(el(container).style.height).toBe('50%');
  });

  it('a circle is as tall as it is wide unless told otherwise', () => {
    const { container } = render(<Skeleton shape="circle" width={40} />);
    expect(el(container).style.height).toBe('40px');
  });

  it('uses a different class per shape', () => {
    const { container: line } = render(<Skeleton shape="line" />);
    const { container: circle } = render(<Skeleton shape="circle" width={40} />);
    expect(el(line).className).not.toBe(el(circle).className);
  });
});
