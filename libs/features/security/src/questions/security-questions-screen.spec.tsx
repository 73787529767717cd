import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { calls, demoMemberSession, demoSecurityQuestions, fakePlatform, refuse, refuseUnknown, renderWithApp } from '@playdeck/testing';
import SecurityQuestionsScreen from './security-questions-screen';

const ROUTE = '/m/member/securityQuestions';

// crypto-js loads with the first encrypted body.
beforeAll(() => import('@playdeck/api/crypto'));

const form = () => screen.getByTestId('security-questions-form');
const input = (name: string) => form().querySelector<HTMLInputElement & HTMLSelectElement>(`[name="${name}"]`);
const errorOf = (name: string) =>
  document.getElementById(input(name)!.getAttribute('aria-describedby')?.split(' ').pop() ?? '')?.textContent;
function type(name: string, value: string) {
  fireEvent.change(input(name)!, { target: { value } });
  fireEvent.blur(input(name)!);
}

async function open(chosen: number[] = []) {
  fakePlatform.answer(calls.security.questions, demoSecurityQuestions('EN', chosen));
  const view = await renderWithApp(<SecurityQuestionsScreen />, { path: ROUTE, routePath: ROUTE, session: demoMemberSession });
  await screen.findByTestId('security-questions-form');
  return view;
}

function fill(q1: string, a1: string, q2: string, a2: string) {
  type('question1', q1);
  type('answer1', a1);
  type('question2', q2);
  type('answer2', a2);
}

describe('security questions: the first time', () => {
  it('offers the platform’s questions, sends two answers encrypted and returns to the security centre', async () => {
    const { location } = await open();
    expect(screen.getByText('Set your security questions')).toBeTruthy();
    expect(input('loginPassword')).toBeNull();
    const options = [...input('question1')!.options].map((option) => option.textContent);
    expect(options).toEqual(['Choose a question', ...demoSecurityQuestions().questions.map((entry) => entry.question)]);
    fill('1', ' Mr Whiskers ', '3', 'Pho');
    await userEvent.click(screen.getByTestId('security-questions-submit'));
    await waitFor(() => expect(location().pathname).toBe('/m/securityCenter'));
    const [sent] = fakePlatform.requests(calls.security.setQuestions);
    expect(sent).toEqual({
      body: {
        answers: [
          { questionId: 1, answer: 'Mr Whiskers' },
          { questionId: 3, answer: 'Pho' },
        ],
      },
    });
    expect(contract.security.setQuestions.bodyEncoding).toBe('encrypted');
    expect(sent!.headers.get('X-Digest')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Security questions saved');
  });

  it('asks for two different questions and both answers before calling', async () => {
    await open();
    fill('2', 'Hue', '2', '');
    expect(errorOf('question2')).toBe('Please choose two different questions');
    expect(errorOf('answer2')).toBe('Please enter an answer');
    fireEvent.submit(form());
    await waitFor(() => expect(errorOf('question2')).toBe('Please choose two different questions'));
    expect(fakePlatform.requests(calls.security.setQuestions)).toEqual([]);
  });

  it('cannot be sent twice while the first is on its way', async () => {
    let release: () => void = () => undefined;
    fakePlatform.answer(
      calls.security.setQuestions,
      () => new Promise((resolve) => (release = () => resolve(demoSecurityQuestions('EN', [1, 2])))),
    );
    await open();
    fill('1', 'a', '2', 'b');
    fireEvent.submit(form());
    fireEvent.submit(form());
    await waitFor(() => expect(fakePlatform.requests(calls.security.setQuestions)).toHaveLength(1));
    fireEvent.submit(form());
    release();
    await waitFor(() => expect(screen.queryByTestId('security-questions-form')).toBeNull());
    expect(fakePlatform.requests(calls.security.setQuestions)).toHaveLength(1);
  });
});

describe('security questions: changing them', () => {
  it('starts from the chosen questions and asks for the login password', async () => {
    await open([2, 3]);
    expect(screen.getByText('Change your security questions')).toBeTruthy();
    expect(input('question1')!.value).toBe('2');
    expect(input('question2')!.value).toBe('3');
    type('answer1', 'Hue');
    type('answer2', 'Pho');
    fireEvent.submit(form());
    await waitFor(() => expect(errorOf('loginPassword')).toBe('Please enter your login password'));
    type('loginPassword', 'Demo1234');
    await userEvent.click(screen.getByTestId('security-questions-submit'));
    await waitFor(() => expect(fakePlatform.requests(calls.security.setQuestions)).toHaveLength(1));
    expect(fakePlatform.requests(calls.security.setQuestions)[0]!.body).toEqual({
      answers: [
        { questionId: 2, answer: 'Hue' },
        { questionId: 3, answer: 'Pho' },
      ],
      loginPassword: 'Demo1234',
    });
  });

  it('shows a wrong login password on its field and stays', async () => {
    fakePlatform.answer(calls.security.setQuestions, refuse('user.or.password.wrong'));
    const { location } = await open([1, 2]);
    fill('1', 'a', '2', 'b');
    type('loginPassword', 'Wrong1234');
    await userEvent.click(screen.getByTestId('security-questions-submit'));
    await waitFor(() => expect(errorOf('loginPassword')).toBe('The login password is incorrect.'));
    expect(location().pathname).toBe(ROUTE);
  });
});

describe('security questions: loading', () => {
  it('shows the failure with a retry that loads the form', async () => {
    fakePlatform.answer(calls.security.questions, refuseUnknown('system.error', { status: 500 }));
    await renderWithApp(<SecurityQuestionsScreen />, { path: ROUTE, routePath: ROUTE, session: demoMemberSession });
    await screen.findByTestId('security-questions-error');
    fakePlatform.answer(calls.security.questions, demoSecurityQuestions());
    await userEvent.click(screen.getByTestId('security-questions-retry'));
    expect(await screen.findByTestId('security-questions-form')).toBeTruthy();
  });
});
