import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { SCHOOL_INDEX } from '../../functions/common/school-index.js';
import type { TableAccess } from '../../functions/table-access.js';
import type { WawFunction } from './waw-function.js';

export const TABLE_READS = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem'] as const;
export const TABLE_WRITES = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'] as const;

/** IAM's condition on the partition keys a request touches: every key of it must match one of the patterns. */
const leadingKeys = (patterns: readonly string[]) => ({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...patterns] } });

/**
 * A function's access to the table, as functions/table-access.ts declares it: reads and writes only on the
 * partition keys it owns, by key and query (no Scan: with no leading key, a Scan would pass a ForAllValues
 * condition, so it is never granted), and the school index by name for the functions that list a school.
 */
export const grantTable = (fn: WawFunction, table: ITableV2, access: TableAccess): void => {
  const readable = [...access.read, ...access.write];
  if (readable.length > 0) {
    fn.function.addToRolePolicy(
      new PolicyStatement({ actions: [...TABLE_READS], resources: [table.tableArn], conditions: leadingKeys(readable) }),
    );
  }
  if (access.write.length > 0) {
    fn.function.addToRolePolicy(
      new PolicyStatement({ actions: [...TABLE_WRITES], resources: [table.tableArn], conditions: leadingKeys(access.write) }),
    );
  }
  if (access.schoolIndex) {
    // The index's partition key is a school id, which no prefix narrows; the function checks the caller's school.
    fn.function.addToRolePolicy(
      new PolicyStatement({ actions: ['dynamodb:Query'], resources: [`${table.tableArn}/index/${SCHOOL_INDEX.name}`] }),
    );
  }
};
