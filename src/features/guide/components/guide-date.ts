/** The line that dates an article's facts. */
export const factsYearText = (year: number) => `信息截至${year}年`;
