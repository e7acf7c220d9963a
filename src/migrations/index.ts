import * as migration_20261121_102421_initial from './20261121_102421_initial';
import * as migration_20261121_111748_accounts_status_audit from './20261121_111748_accounts_status_audit';
import * as migration_20261121_112156_mail_outbox from './20261121_112156_mail_outbox';
import * as migration_20261121_115015_action_codes_artist_application from './20261121_115015_action_codes_artist_application';
import * as migration_20261121_124220_accounts_identities_masquerade from './20261121_124220_accounts_identities_masquerade';
import * as migration_20261122_090000_storage from './20261122_090000_storage';
import * as migration_20261122_100000_media_images from './20261122_100000_media_images';
import * as migration_20261122_110000_artists from './20261122_110000_artists';
import * as migration_20261122_120000_selections_image_uploaders from './20261122_120000_selections_image_uploaders';
import * as migration_20261122_130000_search_indexes from './20261122_130000_search_indexes';
import * as migration_20261125_100000_search_typos from './20261125_100000_search_typos';
import * as migration_20261125_110000_jobs from './20261125_110000_jobs';
import * as migration_20261125_120000_rate_limits from './20261125_120000_rate_limits';
import * as migration_20261125_130000_sign_in_failures_in_rate_limits from './20261125_130000_sign_in_failures_in_rate_limits';
import * as migration_20261125_140000_search_facets from './20261125_140000_search_facets';
import * as migration_20261125_150000_search_counts from './20261125_150000_search_counts';
import * as migration_20261125_160000_search_recount from './20261125_160000_search_recount';
import * as migration_20261126_100000_commerce_orders from './20261126_100000_commerce_orders';
import * as migration_20261126_110000_payment_events from './20261126_110000_payment_events';
import * as migration_20261126_120000_checkout from './20261126_120000_checkout';
import * as migration_20261126_150000_refunds from './20261126_150000_refunds';
import * as migration_20261126_160000_shop from './20261126_160000_shop';
import * as migration_20261126_170000_receipts from './20261126_170000_receipts';
import * as migration_20261126_180000_donors from './20261126_180000_donors';
import * as migration_20261126_181000_pending_refunds from './20261126_181000_pending_refunds';
import * as migration_20261126_192000_desk_sale from './20261126_192000_desk_sale';
import * as migration_20261126_193000_donor_thank_you from './20261126_193000_donor_thank_you';
import * as migration_20261126_194000_donors_renewals from './20261126_194000_donors_renewals';
import * as migration_20261127_090000_stripe_renewals from './20261127_090000_stripe_renewals';
import * as migration_20261127_110000_membership from './20261127_110000_membership';
import * as migration_20261127_120000_email_templates from './20261127_120000_email_templates';
import * as migration_20261127_130000_membership_mails from './20261127_130000_membership_mails';
import * as migration_20261128_000000_open_studios from './20261128_000000_open_studios';
import * as migration_20261128_020000_os_registration from './20261128_020000_os_registration';
import * as migration_20261128_030000_os_listings from './20261128_030000_os_listings';
import * as migration_20261128_050000_os_map from './20261128_050000_os_map';
import * as migration_20261129_020000_content_pages from './20261129_020000_content_pages';
import * as migration_20261129_030000_content_fixed_pages from './20261129_030000_content_fixed_pages';
import * as migration_20261129_040000_content_navigation from './20261129_040000_content_navigation';
import * as migration_20261129_050000_content_links_favourites from './20261129_050000_content_links_favourites';
import * as migration_20261129_060000_content_blocks_everywhere from './20261129_060000_content_blocks_everywhere';
import * as migration_20261130_005000_programs from './20261130_005000_programs';
import * as migration_20261130_010000_events from './20261130_010000_events';
import * as migration_20261130_020000_perks from './20261130_020000_perks';
import * as migration_20261130_030000_program_events from './20261130_030000_program_events';
import * as migration_20261201_010000_event_attendees from './20261201_010000_event_attendees';
import * as migration_20261201_020000_event_rsvps from './20261201_020000_event_rsvps';
import * as migration_20261202_010000_search_work_terms from './20261202_010000_search_work_terms';
import * as migration_20261202_020000_search_pair_counts from './20261202_020000_search_pair_counts';
import * as migration_20261203_020000_sign_in_throttling from './20261203_020000_sign_in_throttling';
import * as migration_20261203_040000_operations_backups from './20261203_040000_operations_backups';
import * as migration_20261203_050000_email_sending_state from './20261203_050000_email_sending_state';
import * as migration_20261205_030000_gift_acknowledgements from './20261205_030000_gift_acknowledgements';
import * as migration_20261206_010000_search_members from './20261206_010000_search_members';
import * as migration_20261206_011000_search_doc_terms from './20261206_011000_search_doc_terms';
import * as migration_20261206_050000_problem_reports from './20261206_050000_problem_reports';
import * as migration_20261206_060000_analytics_rollups from './20261206_060000_analytics_rollups';
import * as migration_20261208_085000_mail_consent from './20261208_085000_mail_consent';
import * as migration_20261208_086000_audiences from './20261208_086000_audiences';
import * as migration_20261208_087000_mailings from './20261208_087000_mailings';
import * as migration_20261208_088000_contacts from './20261208_088000_contacts';
import * as migration_20261209_090000_imports from './20261209_090000_imports';
import * as migration_20261209_091000_grants from './20261209_091000_grants';
import * as migration_20261209_095000_documents from './20261209_095000_documents';
import * as migration_20261210_010000_search_names from './20261210_010000_search_names';
import * as migration_20261210_040000_messages from './20261210_040000_messages';
import * as migration_20261210_060000_public_api_keys from './20261210_060000_public_api_keys';
import * as migration_20261210_070000_route_plans from './20261210_070000_route_plans';
import * as migration_20261211_010000_import_choice from './20261211_010000_import_choice';
import * as migration_20261211_070000_suspended_artists_hidden from './20261211_070000_suspended_artists_hidden';
import * as migration_20261211_080000_inbox_order from './20261211_080000_inbox_order';

export const migrations = [
  {
    up: migration_20261121_102421_initial.up,
    down: migration_20261121_102421_initial.down,
    name: '20261121_102421_initial',
  },
  {
    up: migration_20261121_111748_accounts_status_audit.up,
    down: migration_20261121_111748_accounts_status_audit.down,
    name: '20261121_111748_accounts_status_audit',
  },
  {
    up: migration_20261121_112156_mail_outbox.up,
    down: migration_20261121_112156_mail_outbox.down,
    name: '20261121_112156_mail_outbox',
  },
  {
    up: migration_20261121_115015_action_codes_artist_application.up,
    down: migration_20261121_115015_action_codes_artist_application.down,
    name: '20261121_115015_action_codes_artist_application',
  },
  {
    up: migration_20261121_124220_accounts_identities_masquerade.up,
    down: migration_20261121_124220_accounts_identities_masquerade.down,
    name: '20261121_124220_accounts_identities_masquerade',
  },
  {
    up: migration_20261122_090000_storage.up,
    down: migration_20261122_090000_storage.down,
    name: '20261122_090000_storage',
  },
  {
    up: migration_20261122_100000_media_images.up,
    down: migration_20261122_100000_media_images.down,
    name: '20261122_100000_media_images',
  },
  {
    up: migration_20261122_110000_artists.up,
    down: migration_20261122_110000_artists.down,
    name: '20261122_110000_artists',
  },
  {
    up: migration_20261122_120000_selections_image_uploaders.up,
    down: migration_20261122_120000_selections_image_uploaders.down,
    name: '20261122_120000_selections_image_uploaders',
  },
  {
    up: migration_20261122_130000_search_indexes.up,
    down: migration_20261122_130000_search_indexes.down,
    name: '20261122_130000_search_indexes',
  },
  {
    up: migration_20261125_100000_search_typos.up,
    down: migration_20261125_100000_search_typos.down,
    name: '20261125_100000_search_typos',
  },
  {
    up: migration_20261125_110000_jobs.up,
    down: migration_20261125_110000_jobs.down,
    name: '20261125_110000_jobs',
  },
  {
    up: migration_20261125_120000_rate_limits.up,
    down: migration_20261125_120000_rate_limits.down,
    name: '20261125_120000_rate_limits',
  },
  {
    up: migration_20261125_130000_sign_in_failures_in_rate_limits.up,
    down: migration_20261125_130000_sign_in_failures_in_rate_limits.down,
    name: '20261125_130000_sign_in_failures_in_rate_limits',
  },
  {
    up: migration_20261125_140000_search_facets.up,
    down: migration_20261125_140000_search_facets.down,
    name: '20261125_140000_search_facets',
  },
  {
    up: migration_20261125_150000_search_counts.up,
    down: migration_20261125_150000_search_counts.down,
    name: '20261125_150000_search_counts',
  },
  {
    up: migration_20261125_160000_search_recount.up,
    down: migration_20261125_160000_search_recount.down,
    name: '20261125_160000_search_recount',
  },
  {
    up: migration_20261126_100000_commerce_orders.up,
    down: migration_20261126_100000_commerce_orders.down,
    name: '20261126_100000_commerce_orders',
  },
  {
    up: migration_20261126_110000_payment_events.up,
    down: migration_20261126_110000_payment_events.down,
    name: '20261126_110000_payment_events',
  },
  {
    up: migration_20261126_120000_checkout.up,
    down: migration_20261126_120000_checkout.down,
    name: '20261126_120000_checkout',
  },
  {
    up: migration_20261126_150000_refunds.up,
    down: migration_20261126_150000_refunds.down,
    name: '20261126_150000_refunds',
  },
  {
    up: migration_20261126_160000_shop.up,
    down: migration_20261126_160000_shop.down,
    name: '20261126_160000_shop',
  },
  {
    up: migration_20261126_170000_receipts.up,
    down: migration_20261126_170000_receipts.down,
    name: '20261126_170000_receipts',
  },
  {
    up: migration_20261126_180000_donors.up,
    down: migration_20261126_180000_donors.down,
    name: '20261126_180000_donors',
  },
  {
    up: migration_20261126_181000_pending_refunds.up,
    down: migration_20261126_181000_pending_refunds.down,
    name: '20261126_181000_pending_refunds',
  },
  {
    up: migration_20261126_192000_desk_sale.up,
    down: migration_20261126_192000_desk_sale.down,
    name: '20261126_192000_desk_sale',
  },
  {
    up: migration_20261126_193000_donor_thank_you.up,
    down: migration_20261126_193000_donor_thank_you.down,
    name: '20261126_193000_donor_thank_you',
  },
  {
    up: migration_20261126_194000_donors_renewals.up,
    down: migration_20261126_194000_donors_renewals.down,
    name: '20261126_194000_donors_renewals',
  },
  {
    up: migration_20261127_090000_stripe_renewals.up,
    down: migration_20261127_090000_stripe_renewals.down,
    name: '20261127_090000_stripe_renewals',
  },
  {
    up: migration_20261127_110000_membership.up,
    down: migration_20261127_110000_membership.down,
    name: '20261127_110000_membership',
  },
  {
    up: migration_20261127_120000_email_templates.up,
    down: migration_20261127_120000_email_templates.down,
    name: '20261127_120000_email_templates',
  },
  {
    up: migration_20261127_130000_membership_mails.up,
    down: migration_20261127_130000_membership_mails.down,
    name: '20261127_130000_membership_mails',
  },
  {
    up: migration_20261128_000000_open_studios.up,
    down: migration_20261128_000000_open_studios.down,
    name: '20261128_000000_open_studios',
  },
  {
    up: migration_20261128_020000_os_registration.up,
    down: migration_20261128_020000_os_registration.down,
    name: '20261128_020000_os_registration',
  },
  {
    up: migration_20261128_030000_os_listings.up,
    down: migration_20261128_030000_os_listings.down,
    name: '20261128_030000_os_listings',
  },
  {
    up: migration_20261128_050000_os_map.up,
    down: migration_20261128_050000_os_map.down,
    name: '20261128_050000_os_map',
  },
  {
    up: migration_20261129_020000_content_pages.up,
    down: migration_20261129_020000_content_pages.down,
    name: '20261129_020000_content_pages',
  },
  {
    up: migration_20261129_030000_content_fixed_pages.up,
    down: migration_20261129_030000_content_fixed_pages.down,
    name: '20261129_030000_content_fixed_pages',
  },
  {
    up: migration_20261129_040000_content_navigation.up,
    down: migration_20261129_040000_content_navigation.down,
    name: '20261129_040000_content_navigation',
  },
  {
    up: migration_20261129_050000_content_links_favourites.up,
    down: migration_20261129_050000_content_links_favourites.down,
    name: '20261129_050000_content_links_favourites',
  },
  {
    up: migration_20261129_060000_content_blocks_everywhere.up,
    down: migration_20261129_060000_content_blocks_everywhere.down,
    name: '20261129_060000_content_blocks_everywhere',
  },
  {
    up: migration_20261130_005000_programs.up,
    down: migration_20261130_005000_programs.down,
    name: '20261130_005000_programs',
  },
  {
    up: migration_20261130_010000_events.up,
    down: migration_20261130_010000_events.down,
    name: '20261130_010000_events',
  },
  {
    up: migration_20261130_020000_perks.up,
    down: migration_20261130_020000_perks.down,
    name: '20261130_020000_perks',
  },
  {
    up: migration_20261130_030000_program_events.up,
    down: migration_20261130_030000_program_events.down,
    name: '20261130_030000_program_events',
  },
  {
    up: migration_20261201_010000_event_attendees.up,
    down: migration_20261201_010000_event_attendees.down,
    name: '20261201_010000_event_attendees',
  },
  {
    up: migration_20261201_020000_event_rsvps.up,
    down: migration_20261201_020000_event_rsvps.down,
    name: '20261201_020000_event_rsvps',
  },
  {
    up: migration_20261202_010000_search_work_terms.up,
    down: migration_20261202_010000_search_work_terms.down,
    name: '20261202_010000_search_work_terms',
  },
  {
    up: migration_20261202_020000_search_pair_counts.up,
    down: migration_20261202_020000_search_pair_counts.down,
    name: '20261202_020000_search_pair_counts',
  },
  {
    up: migration_20261203_020000_sign_in_throttling.up,
    down: migration_20261203_020000_sign_in_throttling.down,
    name: '20261203_020000_sign_in_throttling',
  },
  {
    up: migration_20261203_040000_operations_backups.up,
    down: migration_20261203_040000_operations_backups.down,
    name: '20261203_040000_operations_backups',
  },
  {
    up: migration_20261203_050000_email_sending_state.up,
    down: migration_20261203_050000_email_sending_state.down,
    name: '20261203_050000_email_sending_state',
  },
  {
    up: migration_20261205_030000_gift_acknowledgements.up,
    down: migration_20261205_030000_gift_acknowledgements.down,
    name: '20261205_030000_gift_acknowledgements',
  },
  {
    up: migration_20261206_010000_search_members.up,
    down: migration_20261206_010000_search_members.down,
    name: '20261206_010000_search_members',
  },
  {
    up: migration_20261206_011000_search_doc_terms.up,
    down: migration_20261206_011000_search_doc_terms.down,
    name: '20261206_011000_search_doc_terms',
  },
  {
    up: migration_20261206_050000_problem_reports.up,
    down: migration_20261206_050000_problem_reports.down,
    name: '20261206_050000_problem_reports',
  },
  {
    up: migration_20261206_060000_analytics_rollups.up,
    down: migration_20261206_060000_analytics_rollups.down,
    name: '20261206_060000_analytics_rollups',
  },
  {
    up: migration_20261208_085000_mail_consent.up,
    down: migration_20261208_085000_mail_consent.down,
    name: '20261208_085000_mail_consent',
  },
  {
    up: migration_20261208_086000_audiences.up,
    down: migration_20261208_086000_audiences.down,
    name: '20261208_086000_audiences',
  },
  {
    up: migration_20261208_087000_mailings.up,
    down: migration_20261208_087000_mailings.down,
    name: '20261208_087000_mailings',
  },
  {
    up: migration_20261208_088000_contacts.up,
    down: migration_20261208_088000_contacts.down,
    name: '20261208_088000_contacts',
  },
  {
    up: migration_20261209_090000_imports.up,
    down: migration_20261209_090000_imports.down,
    name: '20261209_090000_imports',
  },
  {
    up: migration_20261209_091000_grants.up,
    down: migration_20261209_091000_grants.down,
    name: '20261209_091000_grants',
  },
  {
    up: migration_20261209_095000_documents.up,
    down: migration_20261209_095000_documents.down,
    name: '20261209_095000_documents',
  },
  {
    up: migration_20261210_010000_search_names.up,
    down: migration_20261210_010000_search_names.down,
    name: '20261210_010000_search_names',
  },
  {
    up: migration_20261210_040000_messages.up,
    down: migration_20261210_040000_messages.down,
    name: '20261210_040000_messages',
  },
  {
    up: migration_20261210_060000_public_api_keys.up,
    down: migration_20261210_060000_public_api_keys.down,
    name: '20261210_060000_public_api_keys',
  },
  {
    up: migration_20261210_070000_route_plans.up,
    down: migration_20261210_070000_route_plans.down,
    name: '20261210_070000_route_plans',
  },
  {
    up: migration_20261211_010000_import_choice.up,
    down: migration_20261211_010000_import_choice.down,
    name: '20261211_010000_import_choice',
  },
  {
    up: migration_20261211_070000_suspended_artists_hidden.up,
    down: migration_20261211_070000_suspended_artists_hidden.down,
    name: '20261211_070000_suspended_artists_hidden',
  },
  {
    up: migration_20261211_080000_inbox_order.up,
    down: migration_20261211_080000_inbox_order.down,
    name: '20261211_080000_inbox_order',
  },
];
