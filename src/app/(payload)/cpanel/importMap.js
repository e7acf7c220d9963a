import { MasqueradeLink as MasqueradeLink_85013cebf6d2dd263d6ef298ddfa3d9c } from '../../../domains/accounts/admin/MasqueradeLink'
import { RenderedMessage as RenderedMessage_039ead015337e44f4dad68ee2ac156f5 } from '../../../domains/comms/admin/RenderedMessage'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ControlPanelNav as ControlPanelNav_2e26fd49bf4b27b4eff597af02c3213e } from '../../../platform/cpanel/ControlPanelNav'
import { BackupWarning as BackupWarning_e3266f6af13585f3d1a3f6c197d9dd17 } from '../../../domains/operations/admin/BackupWarning'
import { ToolsNav as ToolsNav_7e9493f6b3b2b41c1a378f3c30c603d0 } from '../../../platform/cpanel/ToolsNav'
import { ResilienceProvider as ResilienceProvider_542c54e4a69a2813084a6baea435eefa } from '../../../platform/client/ResilienceProvider'
import { FindShortcut as FindShortcut_65715cceb52d14fcfae23cdbe97df764 } from '../../../platform/cpanel/FindShortcut'
import { SteadyNav as SteadyNav_efb19555d18d88b7fde7891ec21d5f49 } from '../../../platform/cpanel/SteadyNav'
import { UsersList as UsersList_1ce35fb86516d3c6fc47a25f27cc4bca } from '../../../domains/accounts/admin/people/UsersList'
import { UsersDatabase as UsersDatabase_f36b962b364f630402fb96b88ad33b55 } from '../../../domains/accounts/admin/people/PeopleDatabase'
import { UserFinder as UserFinder_812b74db1a27f671a0a3dfbbc05d1a61 } from '../../../domains/accounts/admin/people/UserFinder'
import { AddMembers as AddMembers_908ae9f4a5f2dacca2dafbd6f751116c } from '../../../domains/accounts/admin/people/AddMembers'
import { MembersDatabase as MembersDatabase_f36b962b364f630402fb96b88ad33b55 } from '../../../domains/accounts/admin/people/PeopleDatabase'
import { ArtLoversDatabase as ArtLoversDatabase_f36b962b364f630402fb96b88ad33b55 } from '../../../domains/accounts/admin/people/PeopleDatabase'
import { Verifier as Verifier_3f6dcbc40f6277ea75b67c47e2805536 } from '../../../domains/accounts/admin/tools/Verifier'
import { SignInThrottling as SignInThrottling_455a6d9e76c864b860e126c4bbdb0f3e } from '../../../domains/accounts/admin/tools/SignInThrottling'
import { UserMerger as UserMerger_03c8de5827144da27f8bc1507d6a5571 } from '../../../domains/accounts/admin/tools/UserMerger'
import { AdminSetter as AdminSetter_dca210c0e9e1ae6eff0a83ea3aa8e8a9 } from '../../../domains/accounts/admin/tools/AdminSetter'
import { ContactsTool as ContactsTool_cc30a1da7ae8dea8509784d1bd60dbbc } from '../../../domains/contacts/admin/ContactsTool'
import { ImportTool as ImportTool_f2c543935b5c2593cde0c450e4771eee } from '../../../domains/imports/admin/ImportTool'
import { MembershipTool as MembershipTool_203cc2fd20a75d5ffe13b5c3a934db18 } from '../../../domains/membership/admin/MembershipTool'
import { SeasonWeekendsTool as SeasonWeekendsTool_05130f909a1215e5d17c30223704222a } from '../../../domains/openStudios/admin/SeasonWeekendsTool'
import { SeasonPricingTool as SeasonPricingTool_4ae23af0c8da4a76a7616bf83a7765a5 } from '../../../domains/openStudios/admin/SeasonPricingTool'
import { SeasonDeadlinesTool as SeasonDeadlinesTool_22211ec0f982cc1a5b57cced594d3df9 } from '../../../domains/openStudios/admin/SeasonDeadlinesTool'
import { RegistrationsTool as RegistrationsTool_3e5defac68ac7e18a2a7dc46f00e8354 } from '../../../domains/openStudios/admin/RegistrationsTool'
import { MappingTool as MappingTool_121fb4fe1d41a33bd744eaf28fc41daa } from '../../../domains/openStudios/admin/MappingTool'
import { AdPricingTool as AdPricingTool_99281db0a422c39482686cbfa22ba3b6 } from '../../../domains/openStudios/admin/AdPricingTool'
import { AdUploadsTool as AdUploadsTool_2edb76c2d466e70e7fae3b583f0c269d } from '../../../domains/openStudios/admin/AdUploadsTool'
import { ListingsTool as ListingsTool_673e9e89a6260f2ab41e997c6a9cc3b8 } from '../../../domains/openStudios/admin/ListingsTool'
import { PaymentsTool as PaymentsTool_b0e5056bdb814ed3eddd484a388e06c7 } from '../../../domains/commerce/admin/PaymentsTool'
import { DeskSaleTool as DeskSaleTool_777b7370580fe10163b3836865155449 } from '../../../domains/commerce/admin/DeskSaleTool'
import { DonorsTool as DonorsTool_ec05d0639b1ed1e3f350a8deb0225c7d } from '../../../domains/donors/admin/DonorsTool'
import { GrantsTool as GrantsTool_54c65cea7ac9a9f75e51a8e14d6a54f4 } from '../../../domains/grants/admin/GrantsTool'
import { PricingTool as PricingTool_6479f42125892da22423755d6d14e93a } from '../../../domains/membership/admin/PricingTool'
import { ReviewTool as ReviewTool_f5035d04125985bd24682de29f4f4527 } from '../../../domains/events/admin/ReviewTool'
import { AddEventTool as AddEventTool_66457d25ab06f796b5bbacc534de1413 } from '../../../domains/events/admin/AddEventTool'
import { TaggerTool as TaggerTool_4c375d5fa8a315315b55ebad1574e903 } from '../../../domains/events/admin/TaggerTool'
import { AttendeesTool as AttendeesTool_fc8029cb01e195f17712d6c17acd94cc } from '../../../domains/events/admin/AttendeesTool'
import { CheckInTool as CheckInTool_2b074604dd94fcca4d44177bfe72f2e7 } from '../../../domains/events/admin/CheckInTool'
import { PageBuilderTool as PageBuilderTool_8bde08bdf01c9c07a436ea5e2809df2a } from '../../../domains/content/admin/PageBuilderTool'
import { NavigationTool as NavigationTool_c54bb19cdc40d2791bcda9a183cc9996 } from '../../../domains/content/admin/NavigationTool'
import { SubNavTool as SubNavTool_a4585efd05f8fd910b5c2f9573456a82 } from '../../../domains/content/admin/SubNavTool'
import { PolicyTool as PolicyTool_e2c18b5ab9030f7caea3371e0cc2c919 } from '../../../domains/content/admin/PolicyTool'
import { ShortUrlTool as ShortUrlTool_ba5d3b77c3b95664d02b31dd9cc7fcd5 } from '../../../domains/content/admin/ShortUrlTool'
import { HomePageTool as HomePageTool_af0ec52508602556043ff2e2b113ec21 } from '../../../domains/content/admin/HomePageTool'
import { ArtistsPageTool as ArtistsPageTool_d24854f67254c21682cee97a5ba49226 } from '../../../domains/content/admin/ArtistsPageTool'
import { ArtLoverPageTool as ArtLoverPageTool_140d0d84b8cf2c18ef711aaed0be9adb } from '../../../domains/content/admin/ArtLoverPageTool'
import { DonorsPageTool as DonorsPageTool_f532a4b01f4410adb718b688fcbcef57 } from '../../../domains/content/admin/DonorsPageTool'
import { ApiKeysTool as ApiKeysTool_eeb55008126d755ec1ec286222e20e48 } from '../../../domains/publicApi/admin/ApiKeysTool'
import { ImageLibrary as ImageLibrary_b713d684245a8f60401f948526e919a3 } from '../../../domains/media/admin/ImageLibrary'
import { SelectionsTool as SelectionsTool_18b2a616951cad12a996c5caef2a753c } from '../../../domains/artists/admin/SelectionsTool'
import { ResourcesTool as ResourcesTool_eaf332425510e7f3d88e7aa0d3d04395 } from '../../../domains/artists/admin/ResourcesTool'
import { ReviewPerksTool as ReviewPerksTool_2147c6579dfaf525d271116d20a48e51 } from '../../../domains/perks/admin/ReviewPerksTool'
import { WelcomeMailTool as WelcomeMailTool_27fa799a2489b64aabd745c650d34529 } from '../../../domains/membership/admin/MailTools'
import { ExpiryMailsTool as ExpiryMailsTool_27fa799a2489b64aabd745c650d34529 } from '../../../domains/membership/admin/MailTools'
import { EmailTemplatesTool as EmailTemplatesTool_19004acc1d986751a0c3e11247b3b852 } from '../../../domains/comms/admin/EmailTemplatesTool'
import { SuppressionsTool as SuppressionsTool_a0682aeca35889dc7e8c145b256774ed } from '../../../domains/comms/admin/SuppressionsTool'
import { TeamInboxTool as TeamInboxTool_7e7a3f764ccf40851bdfefdd87897860 } from '../../../domains/messages/admin/TeamInboxTool'
import { AnnouncementsTool as AnnouncementsTool_6212b756991e6412a6860cb2e10bb19b } from '../../../domains/messages/admin/AnnouncementsTool'
import { AudiencesTool as AudiencesTool_7edb01f90c23ee3e18b7c8d08bdbd7fc } from '../../../domains/audiences/admin/AudiencesTool'
import { GroupMailerTool as GroupMailerTool_4c243f6e1107139a335971f1004cde81 } from '../../../domains/mailings/admin/GroupMailerTool'
import { AnalyticsTool as AnalyticsTool_ab90054135360e5d2aaea1d667789a80 } from '../../../domains/analytics/admin/AnalyticsTool'
import { BugTrackerTool as BugTrackerTool_6b51d9a4376cb30f79dbc4760d5459a7 } from '../../../domains/operations/admin/BugTrackerTool'
import { BackupsTool as BackupsTool_af2c1dd58e26f4b8594fc4be3cf36b74 } from '../../../domains/operations/admin/BackupsTool'
import { MasqueradeView as MasqueradeView_f0a076cd297aa1cffa73268feda795ae } from '../../../domains/accounts/admin/MasqueradeView'
import { ImageDetail as ImageDetail_275e5a4d86d69caa080b54894f874b2a } from '../../../domains/media/admin/ImageDetail'
import { StaffHome as StaffHome_ba14badc89128df62f97730d27a14c54 } from '../../../app/staff-home/StaffHome'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/domains/accounts/admin/MasqueradeLink#MasqueradeLink": MasqueradeLink_85013cebf6d2dd263d6ef298ddfa3d9c,
  "/domains/comms/admin/RenderedMessage#RenderedMessage": RenderedMessage_039ead015337e44f4dad68ee2ac156f5,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/platform/cpanel/ControlPanelNav#ControlPanelNav": ControlPanelNav_2e26fd49bf4b27b4eff597af02c3213e,
  "/domains/operations/admin/BackupWarning#BackupWarning": BackupWarning_e3266f6af13585f3d1a3f6c197d9dd17,
  "/platform/cpanel/ToolsNav#ToolsNav": ToolsNav_7e9493f6b3b2b41c1a378f3c30c603d0,
  "/platform/client/ResilienceProvider#ResilienceProvider": ResilienceProvider_542c54e4a69a2813084a6baea435eefa,
  "/platform/cpanel/FindShortcut#FindShortcut": FindShortcut_65715cceb52d14fcfae23cdbe97df764,
  "/platform/cpanel/SteadyNav#SteadyNav": SteadyNav_efb19555d18d88b7fde7891ec21d5f49,
  "/domains/accounts/admin/people/UsersList#UsersList": UsersList_1ce35fb86516d3c6fc47a25f27cc4bca,
  "/domains/accounts/admin/people/PeopleDatabase#UsersDatabase": UsersDatabase_f36b962b364f630402fb96b88ad33b55,
  "/domains/accounts/admin/people/UserFinder#UserFinder": UserFinder_812b74db1a27f671a0a3dfbbc05d1a61,
  "/domains/accounts/admin/people/AddMembers#AddMembers": AddMembers_908ae9f4a5f2dacca2dafbd6f751116c,
  "/domains/accounts/admin/people/PeopleDatabase#MembersDatabase": MembersDatabase_f36b962b364f630402fb96b88ad33b55,
  "/domains/accounts/admin/people/PeopleDatabase#ArtLoversDatabase": ArtLoversDatabase_f36b962b364f630402fb96b88ad33b55,
  "/domains/accounts/admin/tools/Verifier#Verifier": Verifier_3f6dcbc40f6277ea75b67c47e2805536,
  "/domains/accounts/admin/tools/SignInThrottling#SignInThrottling": SignInThrottling_455a6d9e76c864b860e126c4bbdb0f3e,
  "/domains/accounts/admin/tools/UserMerger#UserMerger": UserMerger_03c8de5827144da27f8bc1507d6a5571,
  "/domains/accounts/admin/tools/AdminSetter#AdminSetter": AdminSetter_dca210c0e9e1ae6eff0a83ea3aa8e8a9,
  "/domains/contacts/admin/ContactsTool#ContactsTool": ContactsTool_cc30a1da7ae8dea8509784d1bd60dbbc,
  "/domains/imports/admin/ImportTool#ImportTool": ImportTool_f2c543935b5c2593cde0c450e4771eee,
  "/domains/membership/admin/MembershipTool#MembershipTool": MembershipTool_203cc2fd20a75d5ffe13b5c3a934db18,
  "/domains/openStudios/admin/SeasonWeekendsTool#SeasonWeekendsTool": SeasonWeekendsTool_05130f909a1215e5d17c30223704222a,
  "/domains/openStudios/admin/SeasonPricingTool#SeasonPricingTool": SeasonPricingTool_4ae23af0c8da4a76a7616bf83a7765a5,
  "/domains/openStudios/admin/SeasonDeadlinesTool#SeasonDeadlinesTool": SeasonDeadlinesTool_22211ec0f982cc1a5b57cced594d3df9,
  "/domains/openStudios/admin/RegistrationsTool#RegistrationsTool": RegistrationsTool_3e5defac68ac7e18a2a7dc46f00e8354,
  "/domains/openStudios/admin/MappingTool#MappingTool": MappingTool_121fb4fe1d41a33bd744eaf28fc41daa,
  "/domains/openStudios/admin/AdPricingTool#AdPricingTool": AdPricingTool_99281db0a422c39482686cbfa22ba3b6,
  "/domains/openStudios/admin/AdUploadsTool#AdUploadsTool": AdUploadsTool_2edb76c2d466e70e7fae3b583f0c269d,
  "/domains/openStudios/admin/ListingsTool#ListingsTool": ListingsTool_673e9e89a6260f2ab41e997c6a9cc3b8,
  "/domains/commerce/admin/PaymentsTool#PaymentsTool": PaymentsTool_b0e5056bdb814ed3eddd484a388e06c7,
  "/domains/commerce/admin/DeskSaleTool#DeskSaleTool": DeskSaleTool_777b7370580fe10163b3836865155449,
  "/domains/donors/admin/DonorsTool#DonorsTool": DonorsTool_ec05d0639b1ed1e3f350a8deb0225c7d,
  "/domains/grants/admin/GrantsTool#GrantsTool": GrantsTool_54c65cea7ac9a9f75e51a8e14d6a54f4,
  "/domains/membership/admin/PricingTool#PricingTool": PricingTool_6479f42125892da22423755d6d14e93a,
  "/domains/events/admin/ReviewTool#ReviewTool": ReviewTool_f5035d04125985bd24682de29f4f4527,
  "/domains/events/admin/AddEventTool#AddEventTool": AddEventTool_66457d25ab06f796b5bbacc534de1413,
  "/domains/events/admin/TaggerTool#TaggerTool": TaggerTool_4c375d5fa8a315315b55ebad1574e903,
  "/domains/events/admin/AttendeesTool#AttendeesTool": AttendeesTool_fc8029cb01e195f17712d6c17acd94cc,
  "/domains/events/admin/CheckInTool#CheckInTool": CheckInTool_2b074604dd94fcca4d44177bfe72f2e7,
  "/domains/content/admin/PageBuilderTool#PageBuilderTool": PageBuilderTool_8bde08bdf01c9c07a436ea5e2809df2a,
  "/domains/content/admin/NavigationTool#NavigationTool": NavigationTool_c54bb19cdc40d2791bcda9a183cc9996,
  "/domains/content/admin/SubNavTool#SubNavTool": SubNavTool_a4585efd05f8fd910b5c2f9573456a82,
  "/domains/content/admin/PolicyTool#PolicyTool": PolicyTool_e2c18b5ab9030f7caea3371e0cc2c919,
  "/domains/content/admin/ShortUrlTool#ShortUrlTool": ShortUrlTool_ba5d3b77c3b95664d02b31dd9cc7fcd5,
  "/domains/content/admin/HomePageTool#HomePageTool": HomePageTool_af0ec52508602556043ff2e2b113ec21,
  "/domains/content/admin/ArtistsPageTool#ArtistsPageTool": ArtistsPageTool_d24854f67254c21682cee97a5ba49226,
  "/domains/content/admin/ArtLoverPageTool#ArtLoverPageTool": ArtLoverPageTool_140d0d84b8cf2c18ef711aaed0be9adb,
  "/domains/content/admin/DonorsPageTool#DonorsPageTool": DonorsPageTool_f532a4b01f4410adb718b688fcbcef57,
  "/domains/publicApi/admin/ApiKeysTool#ApiKeysTool": ApiKeysTool_eeb55008126d755ec1ec286222e20e48,
  "/domains/media/admin/ImageLibrary#ImageLibrary": ImageLibrary_b713d684245a8f60401f948526e919a3,
  "/domains/artists/admin/SelectionsTool#SelectionsTool": SelectionsTool_18b2a616951cad12a996c5caef2a753c,
  "/domains/artists/admin/ResourcesTool#ResourcesTool": ResourcesTool_eaf332425510e7f3d88e7aa0d3d04395,
  "/domains/perks/admin/ReviewPerksTool#ReviewPerksTool": ReviewPerksTool_2147c6579dfaf525d271116d20a48e51,
  "/domains/membership/admin/MailTools#WelcomeMailTool": WelcomeMailTool_27fa799a2489b64aabd745c650d34529,
  "/domains/membership/admin/MailTools#ExpiryMailsTool": ExpiryMailsTool_27fa799a2489b64aabd745c650d34529,
  "/domains/comms/admin/EmailTemplatesTool#EmailTemplatesTool": EmailTemplatesTool_19004acc1d986751a0c3e11247b3b852,
  "/domains/comms/admin/SuppressionsTool#SuppressionsTool": SuppressionsTool_a0682aeca35889dc7e8c145b256774ed,
  "/domains/messages/admin/TeamInboxTool#TeamInboxTool": TeamInboxTool_7e7a3f764ccf40851bdfefdd87897860,
  "/domains/messages/admin/AnnouncementsTool#AnnouncementsTool": AnnouncementsTool_6212b756991e6412a6860cb2e10bb19b,
  "/domains/audiences/admin/AudiencesTool#AudiencesTool": AudiencesTool_7edb01f90c23ee3e18b7c8d08bdbd7fc,
  "/domains/mailings/admin/GroupMailerTool#GroupMailerTool": GroupMailerTool_4c243f6e1107139a335971f1004cde81,
  "/domains/analytics/admin/AnalyticsTool#AnalyticsTool": AnalyticsTool_ab90054135360e5d2aaea1d667789a80,
  "/domains/operations/admin/BugTrackerTool#BugTrackerTool": BugTrackerTool_6b51d9a4376cb30f79dbc4760d5459a7,
  "/domains/operations/admin/BackupsTool#BackupsTool": BackupsTool_af2c1dd58e26f4b8594fc4be3cf36b74,
  "/domains/accounts/admin/MasqueradeView#MasqueradeView": MasqueradeView_f0a076cd297aa1cffa73268feda795ae,
  "/domains/media/admin/ImageDetail#ImageDetail": ImageDetail_275e5a4d86d69caa080b54894f874b2a,
  "/app/staff-home/StaffHome#StaffHome": StaffHome_ba14badc89128df62f97730d27a14c54,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
