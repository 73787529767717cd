import { describe, expect, it } from 'vitest';
import { popupSignature } from './popup-signature';

const join = { title: 'Join today', content: '<p>Sign up</p>' };
const trial = { title: 'Try for free', content: '<p>Free trial</p>' };

describe('popupSignature', () => {
  it('is the same for the same set of title and content pairs, whatever the order or repeats', () => {
    expect(popupSignature([join, trial])).toBe(popupSignature([trial, join]));
    expect(popupSignature([join, trial, { ...join }])).toBe(popupSignature([trial, join]));
  });

  it('changes when a content, a title, or the set changes', () => {
    const signature = popupSignature([join, trial]);
    expect(popupSignature([join, { ...trial, content: '<p>Free trial!</p>' }])).not.toBe(signature);
    expect(popupSignature([join, { ...trial, title: 'Try free' }])).not.toBe(signature);
    expect(popupSignature([join])).not.toBe(signature);
    expect(popupSignature([join, trial, { title: 'New', content: '' }])).not.toBe(signature);
  });

  it('keeps title and content apart: moving text between them is a change', () => {
    expect(popupSignature([{ title: 'ab', content: 'c' }])).not.toBe(popupSignature([{ title: 'a', content: 'bc' }]));
  });

  it('is short and stable across calls', () => {
    const signature = popupSignature([join, trial]);
    expect(popupSignature([join, trial])).toBe(signature);
    expect(signature.length).toBeLessThan(20);
  });
});
