-- Issue 12: coded profile fields hold dictionary codes, avatars only the app's files or https URLs.
-- abroad_country held the destination as typed (美国, 英国...); it now holds the AI_COUNTRY code
-- (ISO 3166-1 alpha-2, HK and MO). A name of the dictionary becomes its code; anything else is dropped.
UPDATE "student_profiles" SET "abroad_country" = CASE btrim("abroad_country")
	WHEN '美国' THEN 'US' WHEN '英国' THEN 'GB' WHEN '加拿大' THEN 'CA' WHEN '澳大利亚' THEN 'AU'
	WHEN '新加坡' THEN 'SG' WHEN '中国香港' THEN 'HK' WHEN '香港' THEN 'HK' WHEN '中国澳门' THEN 'MO'
	WHEN '澳门' THEN 'MO' WHEN '日本' THEN 'JP' WHEN '韩国' THEN 'KR' WHEN '德国' THEN 'DE'
	WHEN '法国' THEN 'FR' WHEN '荷兰' THEN 'NL' WHEN '爱尔兰' THEN 'IE' WHEN '新西兰' THEN 'NZ'
	WHEN '瑞士' THEN 'CH' WHEN '意大利' THEN 'IT' WHEN '西班牙' THEN 'ES' WHEN '瑞典' THEN 'SE'
	WHEN '丹麦' THEN 'DK' WHEN '马来西亚' THEN 'MY'
	ELSE CASE WHEN upper(btrim("abroad_country")) IN ('US', 'GB', 'CA', 'AU', 'SG', 'HK', 'MO', 'JP', 'KR', 'DE',
		'FR', 'NL', 'IE', 'NZ', 'CH', 'IT', 'ES', 'SE', 'DK', 'MY') THEN upper(btrim("abroad_country")) END
	END
WHERE "abroad_country" IS NOT NULL;
--> statement-breakpoint
UPDATE "student_profiles" SET "grade_type" = NULL
WHERE "grade_type" NOT IN ('01', '02', '03', '04', '05', '06', '07', '08');
--> statement-breakpoint
UPDATE "student_profiles" SET "education_system" = NULL
WHERE "education_system" NOT IN ('01', '02', '03', '04', '05', '06', '07');
--> statement-breakpoint
-- the same rule as isImageUrl (src/contract/validation.ts): an own file path or an https URL
UPDATE "users" SET "headportrait_preview_url" = NULL
WHERE "headportrait_preview_url" IS NOT NULL
	AND "headportrait_preview_url" !~ '^/files(/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$'
	AND ("headportrait_preview_url" !~ '^https://[A-Za-z0-9._~:/?#@!$&()*+,;=%\[\]-]+$'
		OR "headportrait_preview_url" ~ '^https://[^/?#]*@');
