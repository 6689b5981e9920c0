import { Stack, Token, Validations, type CfnElement } from 'aws-cdk-lib';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IConstruct } from 'constructs';

/** Acknowledges cdk-nag findings on a construct and everything under it, each with the reason a reviewer reads. */
export const acknowledge = (scope: IConstruct, findings: ReadonlyArray<{ id: string; reason: string }>): void => {
  for (const finding of findings) Validations.of(scope).acknowledge(finding);
};

export const LAMBDA_BASIC_EXECUTION =
  'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]';

/** How cdk-nag names a resource's attribute inside a finding id: <LogicalId.Attribute>. */
export const nagRef = (element: CfnElement, attribute: string): string =>
  `<${Stack.of(element).resolve(Stack.of(element).getLogicalId(element))}.${attribute}>`;

/** How cdk-nag names a bucket's ARN in a finding: a reference to one the stack owns, the literal ARN of one it adopted. */
export const nagBucketArn = (bucket: IBucket): string => {
  const resource = bucket.node.defaultChild;
  return resource ? nagRef(resource as CfnElement, 'Arn') : `arn:<AWS::Partition>:s3:::${bucket.bucketName}`;
};

/** The account and region as cdk-nag prints them, for an environment-agnostic stack as well as a pinned one. */
export const nagEnv = (scope: IConstruct) => {
  const stack = Stack.of(scope);
  return {
    account: Token.isUnresolved(stack.account) ? '<AWS::AccountId>' : stack.account,
    region: Token.isUnresolved(stack.region) ? '<AWS::Region>' : stack.region,
  };
};
