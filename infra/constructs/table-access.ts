import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { SCHOOL_INDEX } from '../../functions/lib/school-index.js';
import type { WawFunction } from './waw-function.js';

/**
 * The table and its school index by name (no index/* wildcard), reading by key and query only: no function may
 * Scan unless it says so (admin-content, whose page list still does: pages are not indexed yet).
 */
export const grantTable = (fn: WawFunction, table: ITableV2, access: { write: boolean; scan?: boolean }): void => {
  const read = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem', 'dynamodb:DescribeTable'];
  const write = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];
  fn.function.addToRolePolicy(
    new PolicyStatement({
      actions: [...read, ...(access.scan ? ['dynamodb:Scan'] : []), ...(access.write ? write : [])],
      resources: [table.tableArn, `${table.tableArn}/index/${SCHOOL_INDEX.name}`],
    }),
  );
};
