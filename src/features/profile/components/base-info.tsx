import { Button, DataList, Flex, Heading, Skeleton, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';

import { SEX_OPTIONS } from '@/contract/code-tables';
import type { DictItem } from '@/contract/common';
import type { ProvinceRegion } from '@/contract/region';
import { PROFILE_DICTIONARIES, type StudentProfile } from '@/contract/user';
import { getProfile } from '@/features/profile/api/get-profile';
import { ProfileDialog } from '@/features/profile/components/profile-dialog';
import { getDictionary, getRegionTree } from '@/lib/reference-data';
import { session } from '@/lib/session';

interface Labels {
  regions: ProvinceRegion[];
  intentions: DictItem[];
  systems: DictItem[];
  countries: DictItem[];
}

const nameOf = (items: readonly DictItem[], code: string | null) =>
  items.find((d) => d.dictDetailCode === code)?.dictDetailName ?? null;

function regionName(
  regions: readonly ProvinceRegion[],
  province: string | null,
  city: string | null,
): string | null {
  const p = regions.find((r) => r.code === province);
  const c = p?.children.find((r) => r.code === city);
  if (!p || !c) return null;
  return p.nameCn === c.nameCn ? c.nameCn : `${p.nameCn} / ${c.nameCn}`;
}

/** Personal space base info (/personal?component=baseinfo): the profile fields and the same dialog to edit. */
export function BaseInfo() {
  const snap = useSnapshot(session);
  const [profile, setProfile] = useState<StudentProfile | null>(null);
  const [labels, setLabels] = useState<Labels | null>(null);
  const [editing, setEditing] = useState(false);
  const [version, setVersion] = useState(0);
  const userId = snap.user?.id;
  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    getProfile(userId)
      .then((p) => !cancelled && setProfile(p))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [userId, version]);
  useEffect(() => {
    Promise.all([
      getRegionTree(),
      getDictionary('STUDY_INTENTION_TYPE'),
      getDictionary(PROFILE_DICTIONARIES.educationSystem),
      getDictionary(PROFILE_DICTIONARIES.abroadCountry),
    ])
      .then(([regions, intentions, systems, countries]) =>
        setLabels({ regions, intentions, systems, countries }),
      )
      .catch(() => undefined);
  }, []);

  const rows: [string, string | null][] = profile
    ? [
        ['手机号', profile.mobile],
        ['中文名', profile.nameCn],
        ['性别', SEX_OPTIONS.find((o) => o.value === profile.sex)?.label ?? null],
        ['求学意向', labels ? nameOf(labels.intentions, profile.studyIntentionType) : null],
        [
          '学校所在地',
          labels ? regionName(labels.regions, profile.schoolProvinceCode, profile.schoolCityCode) : null,
        ],
        ['就读学校', profile.schoolName],
        ['当前年级', profile.gradeTypeName],
        ['课程体系', labels ? nameOf(labels.systems, profile.educationSystem) : null],
        ['留学目的地', labels ? nameOf(labels.countries, profile.abroadCountry) : null],
        ['昵称', profile.nickname],
      ]
    : [];
  return (
    <Stack gap="5" data-testid="base-info">
      <Flex justify="space-between" align="center">
        <Heading as="h2" size="lg">
          基本信息
        </Heading>
        <Button
          colorPalette="brand"
          variant="outline"
          size="sm"
          onClick={() => setEditing(true)}
          disabled={!profile}
        >
          编辑
        </Button>
      </Flex>
      {profile ? (
        <DataList.Root orientation="horizontal" size="lg">
          {rows.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel minW="24">{label}</DataList.ItemLabel>
              <DataList.ItemValue color={value ? 'fg' : 'fg.subtle'}>{value || '未填写'}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      ) : (
        <Stack gap="3">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} h="6" />
          ))}
        </Stack>
      )}
      {editing && (
        <ProfileDialog
          open
          onCancel={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            setVersion((v) => v + 1);
          }}
        />
      )}
    </Stack>
  );
}
