/**
 * Operator command: `pnpm --filter @fanclub/api operator:create -- --email a@b.jp --name "山田 花子"
 * --role owner [--totp]`. The password is read from OPERATOR_PASSWORD, else asked for on the
 * terminal (never an argument, which the shell history and `ps` would keep). With `--totp` the
 * second factor is switched on and its `otpauth://` URI printed for an authenticator app.
 * (PGlite keeps its data for one process: stop the server first when it runs on PGlite.)
 */
import { createInterface } from 'node:readline/promises';
import { pathToFileURL } from 'node:url';
import { operatorCreateBody } from '@fanclub/domain/admin';
import { hashPassword } from '../auth/passwords.ts';
import { newTotpSecret, totpUri } from '../auth/totp.ts';
import { loadConfig } from '../config.ts';
import { createDb, type Db } from '../db/client.ts';
import { operatorsRepository } from '../repositories/admin/operators.ts';
import type { CommandOutput } from './draw.ts';

const USAGE =
  'usage: operator:create --email <email> --name <name> --role <owner|editor|shop|support> [--totp]\n' +
  '       (password from OPERATOR_PASSWORD or asked for)';

const option = (args: string[], name: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};

export const operatorCreateCommand = async (
  db: Db,
  companyId: number,
  args: string[],
  password: string,
  out: CommandOutput,
): Promise<number> => {
  const parsed = operatorCreateBody.safeParse({
    email: option(args, 'email') ?? '',
    name: option(args, 'name') ?? '',
    role: option(args, 'role'),
    password,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) out.error(`${issue.path.join('.')}: ${issue.message}`);
    out.error(USAGE);
    return 2;
  }
  const { email, name, role } = parsed.data;
  const operators = operatorsRepository(db, companyId);
  const row = await operators.insert({
    email,
    name,
    role,
    passwordHash: await hashPassword(parsed.data.password),
  });
  if (!row) {
    out.error(`${email}: このメールアドレスの運営者はすでに登録されています。`);
    return 1;
  }
  out.log(`operator ${row.id} created: ${row.email} (${row.role})`);
  if (args.includes('--totp')) {
    const secret = newTotpSecret();
    await operators.update(row.id, { totpSecret: secret });
    out.log(`TOTP on; add it to an authenticator app: ${totpUri(secret, row.email)}`);
  }
  return 0;
};

const askPassword = async () => {
  const rl = createInterface({ input: process.stdin, output: process.stderr, terminal: true });
  try {
    return await rl.question('password: ');
  } finally {
    rl.close();
  }
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const config = loadConfig();
  const handle = createDb(config);
  await handle.migrate();
  const args = process.argv.slice(2).filter((a) => a !== '--');
  const password = process.env.OPERATOR_PASSWORD ?? (await askPassword());
  const code = await operatorCreateCommand(handle.db, config.companyId, args, password, {
    log: (line) => console.log(line),
    error: (line) => console.error(line),
  });
  await handle.close();
  process.exit(code);
}
