import { readFile } from 'node:fs/promises';
import path from 'node:path';

interface PoolUser {
  Attributes: Array<{ Name: string; Value: string }>;
  ConfirmationCode?: string;
}

/**
 * The code the local Cognito pool (cognito-local) "emailed" to `email`: it keeps the live signup or
 * reset code on the user in its data file, under TEST_COGNITO_DATA_DIR.
 */
export async function readPoolCode(email: string): Promise<string> {
  const dir = process.env.TEST_COGNITO_DATA_DIR;
  const poolId = process.env.TEST_COGNITO_USER_POOL_ID;
  if (!dir || !poolId) throw new Error('TEST_COGNITO_DATA_DIR and TEST_COGNITO_USER_POOL_ID are not set');
  const data = JSON.parse(await readFile(path.join(dir, `${poolId}.json`), 'utf8')) as {
    Users?: Record<string, PoolUser>;
  };
  const user = Object.values(data.Users ?? {}).find((candidate) =>
    candidate.Attributes.some((a) => a.Name === 'email' && a.Value === email),
  );
  if (!user?.ConfirmationCode) throw new Error(`The local pool holds no code for ${email}`);
  return user.ConfirmationCode;
}
