export { CALL_PLAN, contractCalls, planOf, type Access, type CallPlan, type CallRequest, type PlanContext, type Prepared } from './plan';
export { checkAnswer, describeFound, type Verdict } from './check-answer';
export { sendCall, NoAnswerError, type Target, type Session } from './send-call';
export {
  runConformance,
  PlatformUnreachableError,
  type CallResult,
  type ConformanceOptions,
  type ConformanceReport,
  type MemberCredentials,
  type Outcome,
} from './run-conformance';
export { parseOptions, UsageError, USAGE, type CliOptions } from './options';
export { resultLine, summaryLine } from './report';
export { conformanceCli, type CliIo } from './cli-main';
