import { AwsError } from '../../functions/lib/aws/request.js';

/**
 * A function's AWS calls answered in the test, as aws-sdk-client-mock answers an SDK client's: rules per operation,
 * optionally for inputs that match a partial input (nested objects partially, everything else exactly), the rule
 * set last winning; a call no rule answers resolves undefined. Every call is recorded with its input.
 */

interface Client<Operation extends string> {
  send: (operation: Operation, input: never) => Promise<unknown>;
}

type Answer = (input: unknown) => unknown;
interface Rule {
  operation: string;
  match: unknown;
  answers: Answer[];
  /** the answer once the one-off answers are used up */
  always?: Answer;
}

export interface RecordedCall<Operation extends string> {
  operation: Operation;
  /** what the function sent, read by the tests as JSON is */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  input: Record<string, any>;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date) && !Buffer.isBuffer(value);

const equal = (actual: unknown, expected: unknown): boolean => {
  if (Object.is(actual, expected)) return true;
  if (actual instanceof Date && expected instanceof Date) return actual.getTime() === expected.getTime();
  if (Array.isArray(actual) && Array.isArray(expected))
    return actual.length === expected.length && actual.every((item, index) => equal(item, expected[index]));
  if (isPlainObject(actual) && isPlainObject(expected)) {
    const keys = Object.keys(expected);
    return keys.length === Object.keys(actual).length && keys.every((key) => equal(actual[key], expected[key]));
  }
  return false;
};

/** Every member the expectation names is in the input: nested objects partially, other values exactly. */
export const matches = (actual: unknown, expected: unknown): boolean => {
  if (expected === undefined) return true;
  if (isPlainObject(expected))
    return isPlainObject(actual) && Object.entries(expected).every(([key, value]) => matches(actual[key], value));
  return equal(actual, expected);
};

/** An error as AWS answers it: `name` is the SDK's exception name (ConditionalCheckFailedException, NoSuchKey…). */
export const awsError = (name: string, message = name, statusCode = 400): AwsError => new AwsError(name, message, statusCode, false);

const toError = (error: Error | string) => (typeof error === 'string' ? new Error(error) : error);

export const mockAws = <Operation extends string>(client: Client<Operation>) => {
  const original = client.send;
  const rules: Rule[] = [];
  const recorded: Array<RecordedCall<Operation>> = [];
  client.send = async (operation: Operation, input: never) => {
    recorded.push({ operation, input: input as RecordedCall<Operation>['input'] });
    const rule = rules.findLast((candidate) => candidate.operation === operation && matches(input, candidate.match));
    const answer = rule ? (rule.answers.shift() ?? rule.always) : undefined;
    return answer?.(input);
  };

  const behaviour = (rule: Rule) => {
    const chain = {
      resolves: (output: unknown) => ((rule.always = () => output), chain),
      resolvesOnce: (output: unknown) => (rule.answers.push(() => output), chain),
      rejects: (error: Error | string) => (
        (rule.always = () => {
          throw toError(error);
        }),
        chain
      ),
      rejectsOnce: (error: Error | string) => (
        rule.answers.push(() => {
          throw toError(error);
        }),
        chain
      ),
      callsFake: (fake: (input: never) => unknown) => ((rule.always = fake as Answer), chain),
    };
    return chain;
  };

  return {
    on: (operation: Operation, match?: Record<string, unknown>) => {
      const rule: Rule = { operation, match, answers: [] };
      rules.push(rule);
      return behaviour(rule);
    },
    /** the calls made, in order: of one operation (with inputs that match, if given), or of every one */
    calls: (operation?: Operation, match?: Record<string, unknown>): Array<RecordedCall<Operation>> =>
      recorded.filter((call) => (operation === undefined || call.operation === operation) && matches(call.input, match)),
    reset: () => {
      rules.length = 0;
      recorded.length = 0;
    },
    restore: () => {
      client.send = original;
    },
  };
};
