import { describe, expect, it } from 'vitest';

import { emptyMasterForm, emptyUndergraduateForm } from '@/contract/ai';
import {
  addExperience,
  changeLocation,
  clickApCourse,
  clickSystem,
  removeExperience,
  setExperience,
  setSchoolMode,
  setScore,
  toggleAllCountries,
  toggleMajor,
} from '@/features/ai-select/state/form-rules';

const ALL = ['US', 'GB', 'CA'];

describe('the AI form rules', () => {
  it('全选 selects every country, 反选 inverts, and the toggle alternates', () => {
    const first = toggleAllCountries(['GB'], ALL, 'all');
    expect(first).toEqual({ country: ALL, next: 'invert' });
    expect(toggleAllCountries(['US'], ALL, 'invert')).toEqual({ country: ['GB', 'CA'], next: 'all' });
    expect(toggleAllCountries(ALL, ALL, 'invert')).toEqual({ country: [], next: 'all' });
  });

  it('the first major excludes the others both ways', () => {
    expect(toggleMajor(['00'], 'M01', true, '00')).toEqual(['M01']);
    expect(toggleMajor(['M01', 'M02'], '00', true, '00')).toEqual(['00']);
    expect(toggleMajor(['M01'], 'M02', true, '00')).toEqual(['M01', 'M02']);
    expect(toggleMajor(['M01'], 'M01', false, '00')).toEqual([]);
  });

  it('a new city clears a school chosen from the list but keeps a typed one', () => {
    const chosen = { ...emptyUndergraduateForm(), city: '330100', school: '杭州第二中学', schoolId: 's-hz2' };
    expect(changeLocation(chosen, '330000', '330200')).toMatchObject({
      city: '330200',
      school: '',
      schoolId: '',
    });
    expect(changeLocation(chosen, '330000', '330100')).toMatchObject({
      school: '杭州第二中学',
      schoolId: 's-hz2',
    });
    const typed = { ...chosen, schoolMode: 'text' as const, school: '杭州外国语学校', schoolId: '' };
    expect(changeLocation(typed, '330000', '330200').school).toBe('杭州外国语学校');
    expect(setSchoolMode(typed, 'select')).toMatchObject({ schoolMode: 'select', school: '', schoolId: '' });
  });

  it('course system: deselect clears scores; one set of scores clears the other', () => {
    const general = { ...clickSystem(emptyUndergraduateForm(), '01'), total: '650', english: '140' };
    expect(clickSystem(general, '01')).toMatchObject({ system: '', total: '', english: '', gpa: '' });
    expect(clickSystem(general, '02')).toMatchObject({ system: '02', total: '', english: '' });
    const gpa = setScore({ ...general, system: '02' }, 'gpa', '3.9');
    expect(gpa).toMatchObject({ gpa: '3.9', total: '', english: '' });
    expect(setScore(gpa, 'total', '600')).toMatchObject({ total: '600', gpa: '' });
    expect(clickSystem(gpa, '03').gpa).toBe('3.9');
  });

  it('experiences: at most five, the first never removed, text cut at 500', () => {
    let form = emptyMasterForm();
    for (let i = 0; i < 7; i += 1) form = addExperience(form);
    expect(form.experiences).toHaveLength(5);
    expect(removeExperience(form, 0).experiences).toHaveLength(5);
    expect(removeExperience(form, 4).experiences).toHaveLength(4);
    expect(setExperience(form, 1, 'x'.repeat(600)).experiences[1]).toHaveLength(500);
  });

  it('an AP course click sets a single selection and a second click clears it', () => {
    const one = clickApCourse(emptyUndergraduateForm(), 'p1');
    expect(one.ap_course).toEqual(['p1']);
    expect(clickApCourse(one, 'p2').ap_course).toEqual(['p2']);
    expect(clickApCourse(one, 'p1').ap_course).toEqual([]);
  });
});
