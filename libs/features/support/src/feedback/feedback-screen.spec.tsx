import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { brand } from '@playdeck/brand';
import { calls, delayed, demoMemberSession, fakePlatform, refuse, renderWithApp } from '@playdeck/testing';
import FeedbackScreen from './feedback-screen';

const ROUTE = '/m/feedback';
const { minWords, maxWords } = brand.feedback;
const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');
const lengthMessage = `Feedback length between ${minWords} and ${maxWords} words`;

const textarea = () => screen.getByTestId('feedback-form').querySelector('textarea')!;
const errorText = () =>
  document.getElementById(
    textarea()
      .getAttribute('aria-describedby')
      ?.split(' ')
      .find((id) => id.endsWith('-error')) ?? '',
  )?.textContent;
function type(value: string) {
  fireEvent.change(textarea(), { target: { value } });
  fireEvent.blur(textarea());
}

async function open() {
  await renderWithApp(<FeedbackScreen />, { history: [ROUTE], routePath: ROUTE, session: demoMemberSession });
  await screen.findByTestId('feedback-form');
}

describe('feedback', () => {
  it("refuses a text shorter than the brand's bounds with the spec's message, without sending", async () => {
    await open();
    type(words(minWords - 1));
    expect(errorText()).toBe(lengthMessage);
    fireEvent.submit(screen.getByTestId('feedback-form'));
    await waitFor(() => expect(errorText()).toBe(lengthMessage));
    expect(fakePlatform.requests(calls.support.feedback)).toEqual([]);
  });

  it('refuses a text longer than the bounds and an empty one', async () => {
    await open();
    type(words(maxWords + 1));
    expect(errorText()).toBe(lengthMessage);
    type('   ');
    expect(errorText()).toBe('Please write your feedback');
  });

  it('counts words as the member types', async () => {
    await open();
    type('Xin chào, bạn!');
    expect(screen.getByTestId('feedback-form').textContent).toContain(`Between ${minWords} and ${maxWords} words (3 now)`);
  });

  it('sends a valid text once with PUT, thanks the member and clears the form', async () => {
    fakePlatform.answer(calls.support.feedback, delayed(80, { id: 7, createdAt: 0 }));
    await open();
    type(`  ${words(minWords)}  `);
    await userEvent.click(screen.getByTestId('feedback-submit'));
    await userEvent.click(screen.getByTestId('feedback-submit'));
    expect(await screen.findByText('Thank you! Your feedback was sent.')).toBeTruthy();
    const sent = fakePlatform.requests(calls.support.feedback);
    expect(sent.map((request) => request.body)).toEqual([{ content: words(minWords) }]);
    expect(calls.support.feedback.method).toBe('PUT');
    expect(textarea().value).toBe('');
  });

  it("shows the platform's refusal with its bounds on the field", async () => {
    fakePlatform.answer(
      calls.support.feedback,
      refuse('feedback.length.invalid', { value: { field: 'content', minWords: 8, maxWords: 40 } }),
    );
    await open();
    type(words(minWords));
    await userEvent.click(screen.getByTestId('feedback-submit'));
    await waitFor(() => expect(errorText()).toBe('Feedback length between 8 and 40 words'));
  });
});
