/** The signed-in user's account and profile: read, update, service type, password, personal info. */
import type { ServiceType } from '../../../src/contract/code-tables.ts';
import type {
  CurrentUser,
  FoundUser,
  StudentProfile,
  UpdatePersonalInfoBody,
  UpdateUserBody,
} from '../../../src/contract/user.ts';
import type { Database } from '../../lib/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { isUuid } from '../../lib/uuid.ts';
import { sharedReferenceData } from '../common/reference-data.ts';
import { createRegionRepository } from '../common/region.repository.ts';
import { createStudentSchoolRepository } from '../common/student-school.repository.ts';
import {
  createNotOwnAccountError,
  createOldPasswordWrongError,
  createSchoolCityInvalidError,
  createSchoolInvalidError,
  createUserNotFoundError,
} from './user.errors.ts';
import { toCurrentUser, toPublicUser, toStudentProfile } from './user.mappers.ts';
import { createUserRepository } from './user.repository.ts';
import type { UserRow } from './user.table.ts';
import type { Sessions } from '../../lib/sessions.ts';

/** Optional text fields: blank means "not given". */
function blankToNull(value: string | null | undefined): string | null {
  return value === undefined || value === null || value === '' ? null : value;
}

export type UserUsecases = ReturnType<typeof createUserUsecases>;

/** What the parts of createUserUsecases share. */
function userUsecasesContext({
  db,
  now,
  sessions,
}: {
  db: Database;
  now: Clock;
  /** Told of every write to a users row and of revoked tokens (server/plugins/auth.ts). */
  sessions: Sessions;
}) {
  const userRepository = createUserRepository({ db });
  const referenceData = sharedReferenceData(db);
  const regionRepository = createRegionRepository({ db });
  const studentSchoolRepository = createStudentSchoolRepository({ db });

  async function reload(user: UserRow): Promise<UserRow> {
    return (await userRepository.findById(user.id)) ?? user;
  }

  /**
   * The city must be a city of the given province; a given schoolId must be a school of that city, whose
   * own name is stored. Without a schoolId the typed name is kept as it is.
   */
  async function resolveSchool(
    body: UpdatePersonalInfoBody,
  ): Promise<{ schoolId: string | null; schoolName: string | null }> {
    const city = await regionRepository.findByCode(body.schoolCityCode);
    if (!city || city.level !== 2 || city.parentCode !== body.schoolProvinceCode) {
      throw createSchoolCityInvalidError();
    }
    const schoolId = blankToNull(body.schoolId);
    if (schoolId === null) return { schoolId: null, schoolName: blankToNull(body.schoolName) };
    const school = await studentSchoolRepository.findById(schoolId);
    if (!school || school.cityCode !== city.code) throw createSchoolInvalidError();
    return { schoolId: school.id, schoolName: school.nameCn };
  }

  async function profileOf(user: UserRow): Promise<StudentProfile> {
    const profile = await userRepository.findProfile(user.id);
    const gradeTypeName = profile?.gradeType
      ? await referenceData.dictName('GRADE_TYPE', profile.gradeType)
      : null;
    return toStudentProfile(user, profile, gradeTypeName);
  }
  return {
    db,
    now,
    sessions,
    userRepository,
    referenceData,
    regionRepository,
    studentSchoolRepository,
    reload,
    resolveSchool,
    profileOf,
  };
}

type UserUsecasesContext = ReturnType<typeof userUsecasesContext>;

function createUserAccountUsecases(ctx: UserUsecasesContext) {
  const { now, sessions, userRepository, reload } = ctx;
  return {
    current(user: UserRow): CurrentUser {
      return toCurrentUser(user);
    },

    /** Find user by id: the caller's own full record, or another user's public fields only. */
    async findById(actor: UserRow, id: string): Promise<FoundUser> {
      if (id === actor.id) return toCurrentUser(actor);
      const user = isUuid(id) ? await userRepository.findById(id) : undefined;
      if (!user) throw createUserNotFoundError();
      return toPublicUser(user);
    },

    /** PUT update user /{id}: only one's own account. */
    async update(actor: UserRow, id: string, body: UpdateUserBody): Promise<CurrentUser> {
      if (actor.id !== id) throw createNotOwnAccountError();
      const updated = await userRepository.update(
        actor.id,
        {
          nameCn: body.nameCn,
          nickname: body.nickname === undefined ? undefined : blankToNull(body.nickname),
          headportraitPreviewUrl:
            body.headportraitPreviewUrl === undefined ? undefined : blankToNull(body.headportraitPreviewUrl),
        },
        now(),
      );
      if (!updated) throw createUserNotFoundError();
      await sessions.forgetUser(actor.id);
      return toCurrentUser(updated);
    },

    async updateServiceType(actor: UserRow, serviceType: ServiceType): Promise<CurrentUser> {
      const updated = await userRepository.update(actor.id, { serviceType }, now());
      if (!updated) throw createUserNotFoundError();
      await sessions.forgetUser(actor.id);
      return toCurrentUser(updated);
    },

    /** Changes the password and signs out every other session of the user. */
    async changePassword(
      actor: UserRow,
      tokenHash: string,
      input: { oldPassword: string; newPassword: string },
    ): Promise<void> {
      const user = await reload(actor);
      const oldOk =
        user.passwordHash !== null && (await verifyPassword(user.passwordHash, input.oldPassword));
      if (!oldOk) throw createOldPasswordWrongError();
      const at = now();
      const passwordHash = await hashPassword(input.newPassword);
      try {
        await userRepository.update(user.id, { passwordHash }, at);
        await sessions.revokeOtherTokens(user.id, at, tokenHash);
      } finally {
        // even after a failure half-way: whatever was written is seen at once
        await sessions.forgetUser(user.id);
      }
    },
  };
}

function createUserProfileUsecases(ctx: UserUsecasesContext) {
  const { db, now, sessions, reload, resolveSchool, profileOf } = ctx;
  return {
    /** Saves the profile dialog; also sets the account's nameCn and nickname. */
    async updatePersonalInfo(actor: UserRow, body: UpdatePersonalInfoBody): Promise<StudentProfile> {
      const school = await resolveSchool(body);
      const at = now();
      const user = await db.transaction(async (tx) => {
        const repository = createUserRepository({ db: tx });
        const updated = await repository.update(
          actor.id,
          {
            nameCn: body.nameCn,
            nickname: body.nickname === undefined ? undefined : blankToNull(body.nickname),
          },
          at,
        );
        if (!updated) throw createUserNotFoundError();
        await repository.upsertProfile(
          actor.id,
          {
            studyIntentionType: body.studyIntentionType,
            schoolProvinceCode: body.schoolProvinceCode,
            schoolCityCode: body.schoolCityCode,
            schoolId: school.schoolId,
            schoolName: school.schoolName,
            gradeType: blankToNull(body.gradeType),
            educationSystem: blankToNull(body.educationSystem),
            sex: body.sex ?? null,
            abroadCountry: blankToNull(body.abroadCountry),
          },
          at,
        );
        return updated;
      });
      await sessions.forgetUser(actor.id);
      return profileOf(user);
    },

    /** Profile fetch by userId: one's own only. */
    async profile(actor: UserRow, userId: string | undefined): Promise<StudentProfile> {
      if (userId !== undefined && userId !== actor.id) throw createNotOwnAccountError();
      return profileOf(await reload(actor));
    },
  };
}

export function createUserUsecases(deps: {
  db: Database;
  now: Clock;
  /** Told of every write to a users row and of revoked tokens (server/plugins/auth.ts). */
  sessions: Sessions;
}) {
  const ctx = userUsecasesContext(deps);
  return { ...createUserAccountUsecases(ctx), ...createUserProfileUsecases(ctx) };
}
