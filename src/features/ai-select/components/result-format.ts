/**
 * How the results view prints numbers: match percentages are whole numbers with %, and a score the
 * student typed keeps its precision (GPA 3.0 and IELTS 7.0 stay 3.0 and 7.0; a bare 3 reads 3.0).
 */
import { AI_TEXT, GENERAL_HIGH_SCHOOL_SYSTEM, LANGUAGE_LABELS } from '@/contract/ai';
import type { FullForm } from '@/features/ai-select/state/form-rules';

export function formatPercent(value: number): string {
  return `${Math.round(value)}%`;
}

/** A decimal score as typed, with at least one decimal place: '3' -> '3.0', '3.85' -> '3.85'. */
export function formatDecimalScore(value: string): string {
  const text = value.trim();
  return /^\d+$/.test(text) ? `${text}.0` : text;
}

/** One line of what the analysis was run with: 分析依据：申请本科 · GPA 3.0 · IELTS 7.0 · SAT 1500. */
export function summarizeRequest(form: FullForm): string {
  const parts: string[] = [form.name === '01' ? AI_TEXT.tabUndergraduate : AI_TEXT.tabMaster];
  if (form.name === '01' && form.system === GENERAL_HIGH_SCHOOL_SYSTEM) {
    if (form.total !== '') parts.push(`总分 ${form.total}`);
    if (form.english !== '') parts.push(`英语 ${form.english}`);
  } else if (form.gpa.trim() !== '') {
    parts.push(`GPA ${formatDecimalScore(form.gpa)}`);
  }
  const language =
    form.languageType === 'TOEFL'
      ? form.toefl.trim()
      : form.languageType === 'IELTS'
        ? formatDecimalScore(form.ielts)
        : form.tiother.trim();
  if (language !== '') parts.push(`${LANGUAGE_LABELS[form.languageType]} ${language}`);
  if (form.name === '01') {
    const score = form.satActType === 'SAT' ? form.sat : form.act;
    if (score !== '') parts.push(`${form.satActType} ${score}`);
  } else {
    const score = form.greGmatType === 'GRE' ? form.gre : form.gmat;
    if (score !== '') parts.push(`${form.greGmatType} ${score}`);
  }
  return `分析依据：${parts.join(' · ')}`;
}
