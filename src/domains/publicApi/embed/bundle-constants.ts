/** Written into the bundle where the organisation's time zone goes, replaced when the script is served. */
export const TIME_ZONE_PLACEHOLDER = '__VERNISSAGE_TIME_ZONE__'
