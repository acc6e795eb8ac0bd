import { asc, eq } from "drizzle-orm";
import { type Db, isUniqueViolation } from "../../../db/client";
import { managers } from "../../../db/schema";
import { DomainError } from "../../lib/domain-error";
import type { Scope } from "../../lib/enums";
import { type AuditActor, auditStatement } from "../audit/audit.server";
import { refuseCommonPasswords } from "../auth/common-passwords.server";
import { hashPassword } from "../auth/password.server";
import type { Principal } from "../auth/scopes";
import { revokeManagerSessions } from "../auth/tokens.server";
import type { CreateManagerInput, UpdateManagerInput } from "./manager-schema";
import { verifySubPassword } from "./sub-password.server";

const managerColumns = {
  id: managers.id,
  username: managers.username,
  displayName: managers.displayName,
  scope: managers.scope,
  disabled: managers.disabled,
  lastLoginAt: managers.lastLoginAt,
  createdAt: managers.createdAt,
  updatedAt: managers.updatedAt,
};

/** A manager as the console shows it: never a password hash. */
export type ManagerView = {
  id: string;
  username: string;
  displayName: string;
  scope: Scope[];
  disabled: boolean;
  lastLoginAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

export function listManagers(db: Db): Promise<ManagerView[]> {
  return db.select(managerColumns).from(managers).orderBy(asc(managers.createdAt), asc(managers.username));
}

export async function getManager(db: Db, id: string): Promise<ManagerView> {
  const row = await db.select(managerColumns).from(managers).where(eq(managers.id, id)).get();
  if (!row) throw new DomainError(404, "console.notFound");
  return row;
}

/** JSON for the API: instants as ISO strings. */
export function managerJson(m: ManagerView) {
  return {
    ...m,
    lastLoginAt: m.lastLoginAt?.toISOString() ?? null,
    createdAt: m.createdAt.toISOString(),
    updatedAt: m.updatedAt.toISOString(),
  };
}

/** A manager may hand out only scopes they hold themselves. */
function assertGrantable(actor: Principal, granted: Scope[]) {
  if (granted.some((s) => !actor.scope.includes(s))) throw new DomainError(403, "console.grantBeyondOwn", "scope");
}

export async function createManager(db: Db, input: CreateManagerInput, actor: AuditActor): Promise<ManagerView> {
  assertGrantable(actor.principal, input.scope);
  // The developer account's name is taken even while no row has it: whoever held it would get
  // the schedules console. Only the seed creates that account.
  if (input.username === actor.developerUsername.toLowerCase()) {
    throw new DomainError(409, "console.usernameTaken", "username");
  }
  const taken = await db.select({ id: managers.id }).from(managers).where(eq(managers.username, input.username)).get();
  if (taken) throw new DomainError(409, "console.usernameTaken", "username");
  await refuseCommonPasswords({ password: input.password, subPassword: input.subPassword });
  const [passwordHash, subPasswordHash] = await Promise.all([
    hashPassword(input.password),
    hashPassword(input.subPassword),
  ]);
  const insert = db
    .insert(managers)
    .values({
      username: input.username,
      displayName: input.displayName,
      passwordHash,
      subPasswordHash,
      type: "MANAGER",
      scope: input.scope,
      passwordChangedAt: actor.now,
      createdAt: actor.now,
      updatedAt: actor.now,
    })
    .returning(managerColumns);
  try {
    const [[created]] = await db.batch([
      insert,
      auditStatement(
        db,
        {
          actor: actor.principal.username,
          action: "record.create",
          targetType: "manager",
          targetId: input.username,
          detail: { username: input.username, scope: input.scope },
        },
        actor.origin,
      ),
    ]);
    if (!created) throw new DomainError(409, "console.usernameTaken", "username");
    return created;
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError(409, "console.usernameTaken", "username");
    throw error;
  }
}

function sameScopes(a: Scope[], b: Scope[]) {
  return a.length === b.length && a.every((s) => b.includes(s));
}

/**
 * The rules that hold for any change to `target` by `actor` (name, password, sub-password,
 * disabling, scopes, deletion): only the developer account changes itself, and nobody else
 * touches a manager holding a scope they lack. Otherwise a manager could reset a stronger
 * one's password, sign in as them, and so reach what their own scopes keep from them.
 */
export function changeRefusal(
  target: Pick<ManagerView, "username" | "scope">,
  principal: Principal,
  developerUsername: string,
): "developerProtected" | "targetBeyondOwn" | null {
  if (principal.username === developerUsername) return null;
  if (target.username === developerUsername) return "developerProtected";
  if (target.scope.some((s) => !principal.scope.includes(s))) return "targetBeyondOwn";
  return null;
}

export function assertMayChange(target: Pick<ManagerView, "username" | "scope">, actor: AuditActor) {
  const refusal = changeRefusal(target, actor.principal, actor.developerUsername);
  if (refusal) throw new DomainError(403, `console.${refusal}`);
}

export async function updateManager(
  db: Db,
  id: string,
  input: UpdateManagerInput,
  actor: AuditActor,
): Promise<ManagerView> {
  const target = await getManager(db, id);
  assertMayChange(target, actor);
  const self = target.id === actor.principal.managerId;
  const scopeChanged = input.scope !== undefined && !sameScopes(input.scope, target.scope);
  const disabling = input.disabled === true && !target.disabled;
  if (self && disabling) throw new DomainError(400, "console.selfDisable", "disabled");
  if (self && scopeChanged) throw new DomainError(400, "console.selfScope", "scope");
  if (self && (input.password || input.subPassword)) throw new DomainError(400, "console.selfPassword", "password");
  if (scopeChanged && input.scope)
    assertGrantable(
      actor.principal,
      input.scope.filter((s) => !target.scope.includes(s)),
    );
  await refuseCommonPasswords({ password: input.password, subPassword: input.subPassword });
  // A reset password would let the actor sign in as the peer; disabling locks the peer out.
  if (input.password || input.subPassword || disabling) {
    if (!input.mySubPassword) throw new DomainError(400, "validation.manager.subPasswordRequired", "mySubPassword");
    await verifySubPassword(db, actor.principal, input.mySubPassword, actor.origin, actor.now, "mySubPassword");
  }

  const [passwordHash, subPasswordHash] = await Promise.all([
    input.password ? hashPassword(input.password) : undefined,
    input.subPassword ? hashPassword(input.subPassword) : undefined,
  ]);
  const changed: string[] = [];
  if (input.displayName !== undefined && input.displayName !== target.displayName) changed.push("displayName");
  if (scopeChanged) changed.push("scope");
  if (input.disabled !== undefined && input.disabled !== target.disabled) changed.push("disabled");
  if (passwordHash) changed.push("password");
  if (subPasswordHash) changed.push("subPassword");

  const [[updated]] = await db.batch([
    db
      .update(managers)
      .set({
        displayName: input.displayName,
        scope: input.scope,
        disabled: input.disabled,
        passwordHash,
        subPasswordHash,
        passwordChangedAt: passwordHash ? actor.now : undefined,
        updatedAt: actor.now,
      })
      .where(eq(managers.id, id))
      .returning(managerColumns),
    auditStatement(
      db,
      {
        actor: actor.principal.username,
        action: "record.update",
        targetType: "manager",
        targetId: target.username,
        detail: {
          changed,
          ...(scopeChanged ? { scope: input.scope } : {}),
          ...(changed.includes("disabled") ? { disabled: input.disabled } : {}),
        },
      },
      actor.origin,
    ),
    // A disabled account, a reset password or new scopes end the manager's sessions: access
    // tokens carry the scopes and are checked against their session on every request.
    ...(disabling || passwordHash || scopeChanged ? [revokeManagerSessions(db, id, actor.now)] : []),
  ]);
  if (!updated) throw new DomainError(404, "console.notFound");
  return updated;
}

/** Deletes a manager; returns the deleted one (for its username). */
export async function deleteManager(db: Db, id: string, subPassword: string, actor: AuditActor): Promise<ManagerView> {
  const target = await getManager(db, id);
  if (target.id === actor.principal.managerId) throw new DomainError(403, "console.selfDelete");
  assertMayChange(target, actor);
  await verifySubPassword(db, actor.principal, subPassword, actor.origin, actor.now);
  // Refresh tokens go with the row (ON DELETE CASCADE); audit rows keep the username.
  await db.batch([
    db.delete(managers).where(eq(managers.id, id)),
    auditStatement(
      db,
      {
        actor: actor.principal.username,
        action: "record.delete",
        targetType: "manager",
        targetId: target.username,
      },
      actor.origin,
    ),
  ]);
  return target;
}
