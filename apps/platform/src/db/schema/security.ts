import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { serialId, timestamptz, sortOrder, texts } from './columns';
import { memberRef, merchantRef } from './core';

/** The questions a merchant's members may pick their security questions from, in each platform language. */
export const securityQuestions = pgTable(
  'security_questions',
  {
    id: serialId(),
    merchantId: merchantRef('cascade'),
    texts: texts('texts'),
    sortOrder: sortOrder(),
  },
  (table) => [uniqueIndex('security_questions_merchant_order').on(table.merchantId, table.sortOrder)],
);

/** A member's answers (scrypt hashes of the normalised answer), one row per chosen question: positions 1 and 2. */
export const memberSecurityAnswers = pgTable(
  'member_security_answers',
  {
    memberId: memberRef('cascade'),
    position: smallint('position').notNull(),
    questionId: integer('question_id')
      .notNull()
      .references(() => securityQuestions.id),
    answerHash: text('answer_hash').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.position] }),
    uniqueIndex('member_security_answers_question').on(table.memberId, table.questionId),
    check('member_security_answers_position_check', sql`${table.position} BETWEEN 1 AND 2`),
  ],
);
