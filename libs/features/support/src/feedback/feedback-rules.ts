import * as z from 'zod/mini';
import { countWords } from '@playdeck/api';
import { required, satisfies, text } from '@playdeck/form-kit';

export interface WordBounds {
  minWords: number;
  maxWords: number;
}

/** The spec's rule (section 5): "feedback length between {0} and {1} words", with the brand's bounds. */
export const feedbackLengthMessage = ({ minWords, maxWords }: WordBounds) => ({
  key: 'error_feedback_length',
  params: { min: minWords, max: maxWords },
});

export const feedbackSchema = (bounds: WordBounds) =>
  z.object({
    content: text([
      required('support_feedback_required'),
      satisfies((value) => {
        const words = countWords(value);
        return words >= bounds.minWords && words <= bounds.maxWords ? null : feedbackLengthMessage(bounds);
      }),
    ]),
  });
