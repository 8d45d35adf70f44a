import { describe, expect, it } from 'vitest';

import type { StudentSchool } from '@/contract/region';
import {
  changeIntention,
  changeLocation,
  chooseSchool,
  emptyProfileForm,
  filterGrades,
  formToPayload,
  toggleFreeText,
  validateProfile,
  type ProfileForm,
} from '@/features/profile/state/profile-form';
import { filterSchools } from '@/lib/reference-data';

const SCHOOLS: StudentSchool[] = [
  { id: 'h1', nameCn: '上海中学', type: '01', provinceCode: '310000', cityCode: '310100' },
  { id: 'h2', nameCn: '华东师范大学第二附属中学', type: '01', provinceCode: '310000', cityCode: '310100' },
  { id: 'u1', nameCn: '复旦大学', type: '02', provinceCode: '310000', cityCode: '310100' },
];

function filled(): ProfileForm {
  return {
    ...emptyProfileForm('13800000001'),
    nameCn: '张同学',
    studyIntentionType: '01',
    schoolProvinceCode: '310000',
    schoolCityCode: '310100',
    schoolId: 'h1',
    schoolName: '上海中学',
    gradeType: '02',
  };
}

describe('the profile form rules', () => {
  it('clears grade, school name and school id when the study intention changes', () => {
    const next = changeIntention(filled(), '02');
    expect(next).toMatchObject({ studyIntentionType: '02', gradeType: '', schoolName: '', schoolId: '' });
    expect(next.nameCn).toBe('张同学');
  });

  it('shows high schools for 01, universities for 02 and every school otherwise', () => {
    expect(filterSchools(SCHOOLS, '01').map((s) => s.id)).toEqual(['h1', 'h2']);
    expect(filterSchools(SCHOOLS, '02').map((s) => s.id)).toEqual(['u1']);
    expect(filterSchools(SCHOOLS, '')).toHaveLength(3);
  });

  it('drops a school picked from the old city when the location changes, but keeps a typed name', () => {
    const moved = changeLocation(filled(), '330000', '330100');
    expect(moved).toMatchObject({
      schoolProvinceCode: '330000',
      schoolCityCode: '330100',
      schoolId: '',
      schoolName: '',
    });
    const typed = { ...toggleFreeText(filled()), schoolName: '杭州外国语学校' };
    expect(changeLocation(typed, '330000', '330100').schoolName).toBe('杭州外国语学校');
  });

  it('clears the school name and id when switching between the list and free text', () => {
    const free = toggleFreeText(filled());
    expect(free).toMatchObject({ schoolFreeText: true, schoolName: '', schoolId: '' });
    const back = toggleFreeText({ ...free, schoolName: '自己填的学校' });
    expect(back).toMatchObject({ schoolFreeText: false, schoolName: '' });
  });

  it('stores the chosen school by id and its own name', () => {
    expect(chooseSchool(emptyProfileForm('1'), SCHOOLS[2])).toMatchObject({
      schoolId: 'u1',
      schoolName: '复旦大学',
    });
  });

  it('offers 高一~高三 to undergraduate applicants and university grades to master applicants', () => {
    const grades = ['高一', '高二', '高三', '大一', '大四', '已毕业'].map((name, i) => ({
      id: String(i),
      dictDetailCode: `0${i + 1}`,
      dictDetailName: name,
    }));
    expect(filterGrades(grades, '01').map((g) => g.dictDetailName)).toEqual(['高一', '高二', '高三']);
    expect(filterGrades(grades, '02').map((g) => g.dictDetailName)).toEqual(['大一', '大四', '已毕业']);
    expect(filterGrades(grades, '')).toHaveLength(6);
  });

  it('trims every text field and sends no school id for a typed school', () => {
    const form = {
      ...toggleFreeText(filled()),
      nameCn: '  张同学 ',
      schoolName: ' 某某中学  ',
      nickname: '  ',
      abroadCountry: 'US',
    };
    expect(formToPayload(form)).toMatchObject({
      nameCn: '张同学',
      schoolName: '某某中学',
      schoolId: null,
      nickname: null,
      abroadCountry: 'US',
    });
  });

  it('asks for the name, the intention and the city with the spec messages', () => {
    expect(validateProfile(emptyProfileForm('13800000001'))).toEqual({
      nameCn: '请输入中文名称',
      studyIntentionType: '请选择求学意向',
      schoolCityInfo: '请选择城市',
    });
    expect(validateProfile({ ...filled(), nameCn: '   ' }).nameCn).toBe('请输入中文名称');
    expect(validateProfile({ ...filled(), nameCn: '张'.repeat(51) }).nameCn).toBe('请输入中文名称');
    expect(validateProfile({ ...filled(), schoolName: '校'.repeat(51) }).schoolName).toBe(
      '请选择或填写学校名称',
    );
    expect(validateProfile(filled())).toEqual({});
  });
});
