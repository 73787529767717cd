import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PolicyDocument } from './policy-document';
import { POLICY_DOCUMENTS } from './policy-documents';

describe('PolicyDocument', () => {
  it('on its page: every section of the document under a second-level heading', () => {
    render(<PolicyDocument id="privacy" placement="page" />);
    const document = screen.getByTestId('policy-privacy');
    expect(document.querySelectorAll('section')).toHaveLength(POLICY_DOCUMENTS.privacy.sections.length);
    expect(within(document).getAllByRole('heading', { level: 2 })).toHaveLength(POLICY_DOCUMENTS.privacy.sections.length);
  });

  it("in a popup: the sections' headings sit one level under the popup's title", () => {
    render(<PolicyDocument id="terms" placement="popup" />);
    const document = screen.getByTestId('policy-terms');
    expect(within(document).queryAllByRole('heading', { level: 2 })).toHaveLength(0);
    expect(within(document).getAllByRole('heading', { level: 3 })).toHaveLength(POLICY_DOCUMENTS.terms.sections.length);
  });
});
