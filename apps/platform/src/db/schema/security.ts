import { sql } from 'drizzle-orm';
import { bigint, check, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members, merchants } from './core';

type Texts = Record<'EN' | 'TY', string>;

/** The questions a merchant's members may pick their security questions from, in each platform language. */
export const securityQuestions = pgTable(
  'security_questions',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    texts: jsonb('texts').$type<Texts>().notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (table) => [uniqueIndex('security_questions_merchant_order').on(table.merchantId, table.sortOrder)],
);

/** A member's answers (scrypt hashes of the normalised answer), one row per chosen question: positions 1 and 2. */
export const memberSecurityAnswers = pgTable(
  'member_security_answers',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    questionId: integer('question_id')
      .notNull()
      .references(() => securityQuestions.id),
    answerHash: text('answer_hash').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.position] }),
    uniqueIndex('member_security_answers_question').on(table.memberId, table.questionId),
    check('member_security_answers_position_check', sql`${table.position} BETWEEN 1 AND 2`),
  ],
);
