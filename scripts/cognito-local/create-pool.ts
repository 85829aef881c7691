/**
 * Creates a user pool and app client like the ones README's Cognito section describes, on a
 * Cognito-compatible server (cognito-local), and prints `<pool id> <client id>`.
 * Usage: node --import tsx scripts/cognito-local/create-pool.ts http://127.0.0.1:9229
 */
import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';

const endpoint = process.argv[2];
if (!endpoint) {
  console.error('usage: create-pool.ts <endpoint>');
  process.exit(2);
}

const client = new CognitoIdentityProviderClient({
  region: 'eu-west-2',
  endpoint,
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});

const { UserPool } = await client.send(
  new CreateUserPoolCommand({
    PoolName: 'leadwise-test',
    UsernameAttributes: ['email'],
    AutoVerifiedAttributes: ['email'],
    Policies: {
      PasswordPolicy: { MinimumLength: 8, RequireLowercase: true, RequireUppercase: true, RequireNumbers: true, RequireSymbols: false },
    },
  }),
);
const { UserPoolClient } = await client.send(
  new CreateUserPoolClientCommand({
    UserPoolId: UserPool!.Id!,
    ClientName: 'leadwise-web',
    GenerateSecret: false,
    ExplicitAuthFlows: ['ALLOW_USER_SRP_AUTH', 'ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
  }),
);
console.log(`${UserPool!.Id} ${UserPoolClient!.ClientId}`);
