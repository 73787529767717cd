import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LineIcon } from './line-icon';

describe('LineIcon', () => {
  it('draws its path as a line in the text colour, hidden from screen readers, 24 px unless sized', () => {
    const { container, rerender } = render(<LineIcon path="M4 12h16" />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('stroke')).toBe('currentColor');
    expect(svg.getAttribute('width')).toBe('24');
    expect(svg.querySelector('path')!.getAttribute('d')).toBe('M4 12h16');
    rerender(<LineIcon path="M4 12h16" size={20} />);
    expect(svg.getAttribute('width')).toBe('20');
    expect(svg.getAttribute('height')).toBe('20');
  });
});
