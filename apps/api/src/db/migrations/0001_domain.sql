CREATE TABLE "email_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"template" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_reset_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "recruiters" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"company" text,
	"manager" text,
	"phone_number" text,
	"siret" text,
	"max_addresses" integer DEFAULT 0 NOT NULL,
	"is_headhunter" boolean DEFAULT false NOT NULL,
	"headhunter_premium" boolean DEFAULT false NOT NULL,
	"is_affiliate" boolean DEFAULT false NOT NULL,
	"display_business_unit_page" boolean DEFAULT true NOT NULL,
	"display_qr_code_page" boolean DEFAULT true NOT NULL,
	"parent_id" integer,
	"account_holder_name" text,
	"iban" text,
	"activity_sector_id" integer,
	"address" jsonb,
	"logo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recruiters_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "recruiters_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "activity_sectors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"rome_domain_code" text,
	CONSTRAINT "activity_sectors_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "advantage_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "advantage_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "advantages" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer,
	"address_id" integer,
	"name" text NOT NULL,
	"icon" text
);
--> statement-breakpoint
CREATE TABLE "caces" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "caces_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "communes" (
	"id" serial PRIMARY KEY NOT NULL,
	"insee_code" text NOT NULL,
	"name" text NOT NULL,
	"search_name" text NOT NULL,
	"postal_code" text NOT NULL,
	"delivery_label" text,
	"latitude" double precision,
	"longitude" double precision,
	"population" integer
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "contracts_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "experiences" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"level" smallint NOT NULL,
	CONSTRAINT "experiences_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"external_code" text,
	"name" text NOT NULL,
	"search_name" text NOT NULL,
	"rome_code" text,
	"rome_parent_code" text,
	"is_main" boolean DEFAULT true NOT NULL,
	"rarely_used" boolean DEFAULT false NOT NULL,
	CONSTRAINT "jobs_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "jobs_external_code_unique" UNIQUE("external_code")
);
--> statement-breakpoint
CREATE TABLE "language_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "language_levels_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "languages_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "licences" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "licences_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "locomotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"icon" text NOT NULL,
	CONSTRAINT "locomotions_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "recruitment_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "recruitment_steps_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "remotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "remotes_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "rome_sheets" (
	"code" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"domain_code" text,
	"domain_label" text,
	"large_domain_code" text,
	"large_domain_label" text
);
--> statement-breakpoint
CREATE TABLE "similar_jobs" (
	"job_id" integer NOT NULL,
	"similar_job_id" integer NOT NULL,
	CONSTRAINT "similar_jobs_job_id_similar_job_id_pk" PRIMARY KEY("job_id","similar_job_id")
);
--> statement-breakpoint
CREATE TABLE "skill_groups" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skills" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"rome_code" text
);
--> statement-breakpoint
CREATE TABLE "working_times" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "working_times_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "address_advantages" (
	"address_id" integer NOT NULL,
	"advantage_id" integer NOT NULL,
	CONSTRAINT "address_advantages_address_id_advantage_id_pk" PRIMARY KEY("address_id","advantage_id")
);
--> statement-breakpoint
CREATE TABLE "address_job_caces" (
	"address_job_id" integer NOT NULL,
	"caces_id" integer NOT NULL,
	CONSTRAINT "address_job_caces_address_job_id_caces_id_pk" PRIMARY KEY("address_job_id","caces_id")
);
--> statement-breakpoint
CREATE TABLE "address_job_contracts" (
	"address_job_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	CONSTRAINT "address_job_contracts_address_job_id_contract_id_pk" PRIMARY KEY("address_job_id","contract_id")
);
--> statement-breakpoint
CREATE TABLE "address_job_experiences" (
	"address_job_id" integer NOT NULL,
	"experience_id" integer NOT NULL,
	CONSTRAINT "address_job_experiences_address_job_id_experience_id_pk" PRIMARY KEY("address_job_id","experience_id")
);
--> statement-breakpoint
CREATE TABLE "address_job_languages" (
	"address_job_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	CONSTRAINT "address_job_languages_address_job_id_language_id_pk" PRIMARY KEY("address_job_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "address_job_licences" (
	"address_job_id" integer NOT NULL,
	"licence_id" integer NOT NULL,
	CONSTRAINT "address_job_licences_address_job_id_licence_id_pk" PRIMARY KEY("address_job_id","licence_id")
);
--> statement-breakpoint
CREATE TABLE "address_job_locomotions" (
	"address_job_id" integer NOT NULL,
	"locomotion_id" integer NOT NULL,
	CONSTRAINT "address_job_locomotions_address_job_id_locomotion_id_pk" PRIMARY KEY("address_job_id","locomotion_id")
);
--> statement-breakpoint
CREATE TABLE "address_job_skills" (
	"address_job_id" integer NOT NULL,
	"skill_id" integer NOT NULL,
	CONSTRAINT "address_job_skills_address_job_id_skill_id_pk" PRIMARY KEY("address_job_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "address_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"address_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"business_unit_id" integer,
	"monthly_salary" integer,
	"active" boolean DEFAULT true NOT NULL,
	"urgent" boolean DEFAULT false NOT NULL,
	"working_time_id" integer,
	"remote_id" integer,
	"job_description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "address_jobs_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "address_recruitment_steps" (
	"address_id" integer NOT NULL,
	"position" integer NOT NULL,
	"step_id" integer NOT NULL,
	CONSTRAINT "address_recruitment_steps_address_id_position_pk" PRIMARY KEY("address_id","position")
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"recruiter_id" integer NOT NULL,
	"parent_id" integer,
	"name" varchar(35) NOT NULL,
	"content" jsonb,
	"latitude" double precision,
	"longitude" double precision,
	"logo" text,
	"activity_sector_id" integer,
	"qrcode_town" varchar(18),
	"siret" varchar(14),
	"active" boolean DEFAULT true NOT NULL,
	"receive_application_by_email" boolean DEFAULT false NOT NULL,
	"email" text,
	"frequency" text DEFAULT 'none' NOT NULL,
	"free_application" boolean DEFAULT false NOT NULL,
	"youtube_link" text,
	"picture" text,
	"picture_two" text,
	"picture_three" text,
	"values" text,
	"description" text,
	"delivery_address" jsonb,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "addresses_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "business_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"address_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_sequences" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_value" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"order_id" integer NOT NULL,
	"recruiter_id" integer NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"invoice_number" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"total_excl_vat" integer NOT NULL,
	"vat_amount" integer NOT NULL,
	"total_incl_vat" integer NOT NULL,
	"buyer" jsonb NOT NULL,
	"seller" jsonb NOT NULL,
	"pdf_key" text,
	"is_treated" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "invoices_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "invoices_invoice_number_unique" UNIQUE("invoice_number")
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"price_id" integer NOT NULL,
	"label" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_amount" integer NOT NULL,
	"amount" integer NOT NULL,
	"candidate_id" integer,
	"address_id" integer
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"recruiter_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"total_excl_vat" integer NOT NULL,
	"vat_amount" integer NOT NULL,
	"total_incl_vat" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_session_id" text,
	"metadata" jsonb,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "orders_provider_session_id_unique" UNIQUE("provider_session_id")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_free_products" (
	"price_id" integer NOT NULL,
	"offered_product_id" integer NOT NULL,
	"offered_quantity" integer NOT NULL,
	CONSTRAINT "price_free_products_price_id_offered_product_id_pk" PRIMARY KEY("price_id","offered_product_id")
);
--> statement-breakpoint
CREATE TABLE "prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"unit_amount" integer NOT NULL,
	"currency" text DEFAULT 'eur' NOT NULL,
	"interval" text,
	"interval_count" integer,
	"is_default" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"provider_price_id" text
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"provider_product_id" text,
	CONSTRAINT "products_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"recruiter_id" integer NOT NULL,
	"address_id" integer,
	"product_id" integer NOT NULL,
	"price_id" integer NOT NULL,
	"order_id" integer,
	"status" text NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"provider_subscription_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" integer NOT NULL,
	"address_id" integer NOT NULL,
	"address_job_id" integer,
	"job_id" integer,
	"experience_id" integer,
	"business_unit_id" integer,
	"favorite" boolean DEFAULT false NOT NULL,
	"completed_at" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "candidate_caces" (
	"candidate_id" integer NOT NULL,
	"caces_id" integer NOT NULL,
	CONSTRAINT "candidate_caces_candidate_id_caces_id_pk" PRIMARY KEY("candidate_id","caces_id")
);
--> statement-breakpoint
CREATE TABLE "candidate_degrees" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidate_id" integer NOT NULL,
	"name" text NOT NULL,
	"school" text,
	"year" smallint
);
--> statement-breakpoint
CREATE TABLE "candidate_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidate_id" integer NOT NULL,
	"name" text NOT NULL,
	"file_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_languages" (
	"candidate_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"level_id" integer,
	CONSTRAINT "candidate_languages_candidate_id_language_id_pk" PRIMARY KEY("candidate_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "candidate_licences" (
	"candidate_id" integer NOT NULL,
	"licence_id" integer NOT NULL,
	CONSTRAINT "candidate_licences_candidate_id_licence_id_pk" PRIMARY KEY("candidate_id","licence_id")
);
--> statement-breakpoint
CREATE TABLE "candidate_locomotions" (
	"candidate_id" integer NOT NULL,
	"locomotion_id" integer NOT NULL,
	CONSTRAINT "candidate_locomotions_candidate_id_locomotion_id_pk" PRIMARY KEY("candidate_id","locomotion_id")
);
--> statement-breakpoint
CREATE TABLE "candidate_matches" (
	"address_job_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	"percentage" smallint NOT NULL,
	CONSTRAINT "candidate_matches_address_job_id_candidate_id_pk" PRIMARY KEY("address_job_id","candidate_id")
);
--> statement-breakpoint
CREATE TABLE "candidate_previous_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidate_id" integer NOT NULL,
	"job_id" integer,
	"job_name" text NOT NULL,
	"company" text,
	"beginning_date" date NOT NULL,
	"end_date" date,
	"still_in_office" boolean DEFAULT false NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "candidate_searched_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidate_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"experience_id" integer,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_skills" (
	"candidate_id" integer NOT NULL,
	"skill_id" integer NOT NULL,
	CONSTRAINT "candidate_skills_candidate_id_skill_id_pk" PRIMARY KEY("candidate_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "candidates" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text,
	"avatar" text,
	"birth_date" date,
	"street_address" text,
	"city_name" text,
	"postal_code" text,
	"context" text,
	"latitude" double precision,
	"longitude" double precision,
	"with_disability" boolean DEFAULT false NOT NULL,
	"tag" text,
	"affiliate_id" integer,
	"signed_up_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidates_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "favorite_candidates" (
	"recruiter_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_candidates_recruiter_id_candidate_id_pk" PRIMARY KEY("recruiter_id","candidate_id")
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"recruiter_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	"order_id" integer,
	"price_cents" integer NOT NULL,
	"purchased_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_attributions" (
	"id" serial PRIMARY KEY NOT NULL,
	"affiliate_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliate_attributions_candidate_id_unique" UNIQUE("candidate_id")
);
--> statement-breakpoint
CREATE TABLE "affiliate_earnings" (
	"id" serial PRIMARY KEY NOT NULL,
	"affiliate_id" integer NOT NULL,
	"kind" text NOT NULL,
	"candidate_id" integer,
	"purchase_id" integer,
	"amount_cents" integer NOT NULL,
	"month" date NOT NULL,
	"payout_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"affiliate_id" integer NOT NULL,
	"month" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"recruiter_id" integer,
	"address_id" integer,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"quantity" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fingerprints" (
	"id" serial PRIMARY KEY NOT NULL,
	"address_id" integer,
	"candidate_uuid" text,
	"visitor_hash" text NOT NULL,
	"path" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiters" ADD CONSTRAINT "recruiters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advantages" ADD CONSTRAINT "advantages_category_id_advantage_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."advantage_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "similar_jobs" ADD CONSTRAINT "similar_jobs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "similar_jobs" ADD CONSTRAINT "similar_jobs_similar_job_id_jobs_id_fk" FOREIGN KEY ("similar_job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skills" ADD CONSTRAINT "skills_group_id_skill_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."skill_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_advantages" ADD CONSTRAINT "address_advantages_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_advantages" ADD CONSTRAINT "address_advantages_advantage_id_advantages_id_fk" FOREIGN KEY ("advantage_id") REFERENCES "public"."advantages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_job_caces" ADD CONSTRAINT "address_job_caces_address_job_id_address_jobs_id_fk" FOREIGN KEY ("address_job_id") REFERENCES "public"."address_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_job_caces" ADD CONSTRAINT "address_job_caces_caces_id_caces_id_fk" FOREIGN KEY ("caces_id") REFERENCES "public"."caces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_job_contracts" ADD CONSTRAINT "address_job_contracts_address_job_id_address_jobs_id_fk" FOREIGN KEY ("address_job_id") REFERENCES "public"."address_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_job_contracts" ADD CONSTRAINT "address_job_contracts_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_job_experiences" ADD CONSTRAINT "address_job_experiences_address_job_id_address_jobs_id_fk" FOREIGN KEY ("address_job_id") REFERENCES "public"."address_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_job_experiences" ADD CONSTRAINT "address_job_experiences_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_job_languages" ADD CONSTRAINT "address_job_languages_address_job_id_address_jobs_id_fk" FOREIGN KEY ("address_job_id") REFERENCES "public"."address_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_job_languages" ADD CONSTRAINT "address_job_languages_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_job_licences" ADD CONSTRAINT "address_job_licences_address_job_id_address_jobs_id_fk" FOREIGN KEY ("address_job_id") REFERENCES "public"."address_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_job_licences" ADD CONSTRAINT "address_job_licences_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_job_locomotions" ADD CONSTRAINT "address_job_locomotions_address_job_id_address_jobs_id_fk" FOREIGN KEY ("address_job_id") REFERENCES "public"."address_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_job_locomotions" ADD CONSTRAINT "address_job_locomotions_locomotion_id_locomotions_id_fk" FOREIGN KEY ("locomotion_id") REFERENCES "public"."locomotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_job_skills" ADD CONSTRAINT "address_job_skills_address_job_id_address_jobs_id_fk" FOREIGN KEY ("address_job_id") REFERENCES "public"."address_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_job_skills" ADD CONSTRAINT "address_job_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_jobs" ADD CONSTRAINT "address_jobs_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_jobs" ADD CONSTRAINT "address_jobs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_jobs" ADD CONSTRAINT "address_jobs_business_unit_id_business_units_id_fk" FOREIGN KEY ("business_unit_id") REFERENCES "public"."business_units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_jobs" ADD CONSTRAINT "address_jobs_working_time_id_working_times_id_fk" FOREIGN KEY ("working_time_id") REFERENCES "public"."working_times"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_jobs" ADD CONSTRAINT "address_jobs_remote_id_remotes_id_fk" FOREIGN KEY ("remote_id") REFERENCES "public"."remotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_recruitment_steps" ADD CONSTRAINT "address_recruitment_steps_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_recruitment_steps" ADD CONSTRAINT "address_recruitment_steps_step_id_recruitment_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."recruitment_steps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_recruiter_id_recruiters_id_fk" FOREIGN KEY ("recruiter_id") REFERENCES "public"."recruiters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_activity_sector_id_activity_sectors_id_fk" FOREIGN KEY ("activity_sector_id") REFERENCES "public"."activity_sectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_units" ADD CONSTRAINT "business_units_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_recruiter_id_recruiters_id_fk" FOREIGN KEY ("recruiter_id") REFERENCES "public"."recruiters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_price_id_prices_id_fk" FOREIGN KEY ("price_id") REFERENCES "public"."prices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_recruiter_id_recruiters_id_fk" FOREIGN KEY ("recruiter_id") REFERENCES "public"."recruiters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_free_products" ADD CONSTRAINT "price_free_products_price_id_prices_id_fk" FOREIGN KEY ("price_id") REFERENCES "public"."prices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_free_products" ADD CONSTRAINT "price_free_products_offered_product_id_products_id_fk" FOREIGN KEY ("offered_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_recruiter_id_recruiters_id_fk" FOREIGN KEY ("recruiter_id") REFERENCES "public"."recruiters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_price_id_prices_id_fk" FOREIGN KEY ("price_id") REFERENCES "public"."prices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_address_job_id_address_jobs_id_fk" FOREIGN KEY ("address_job_id") REFERENCES "public"."address_jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_business_unit_id_business_units_id_fk" FOREIGN KEY ("business_unit_id") REFERENCES "public"."business_units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_caces" ADD CONSTRAINT "candidate_caces_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_caces" ADD CONSTRAINT "candidate_caces_caces_id_caces_id_fk" FOREIGN KEY ("caces_id") REFERENCES "public"."caces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_degrees" ADD CONSTRAINT "candidate_degrees_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_documents" ADD CONSTRAINT "candidate_documents_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_languages" ADD CONSTRAINT "candidate_languages_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_languages" ADD CONSTRAINT "candidate_languages_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_languages" ADD CONSTRAINT "candidate_languages_level_id_language_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."language_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_licences" ADD CONSTRAINT "candidate_licences_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_licences" ADD CONSTRAINT "candidate_licences_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_locomotions" ADD CONSTRAINT "candidate_locomotions_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_locomotions" ADD CONSTRAINT "candidate_locomotions_locomotion_id_locomotions_id_fk" FOREIGN KEY ("locomotion_id") REFERENCES "public"."locomotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_matches" ADD CONSTRAINT "candidate_matches_address_job_id_address_jobs_id_fk" FOREIGN KEY ("address_job_id") REFERENCES "public"."address_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_matches" ADD CONSTRAINT "candidate_matches_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_previous_jobs" ADD CONSTRAINT "candidate_previous_jobs_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_previous_jobs" ADD CONSTRAINT "candidate_previous_jobs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_searched_jobs" ADD CONSTRAINT "candidate_searched_jobs_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_searched_jobs" ADD CONSTRAINT "candidate_searched_jobs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_searched_jobs" ADD CONSTRAINT "candidate_searched_jobs_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_skills" ADD CONSTRAINT "candidate_skills_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_skills" ADD CONSTRAINT "candidate_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_affiliate_id_recruiters_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."recruiters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_candidates" ADD CONSTRAINT "favorite_candidates_recruiter_id_recruiters_id_fk" FOREIGN KEY ("recruiter_id") REFERENCES "public"."recruiters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_candidates" ADD CONSTRAINT "favorite_candidates_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_recruiter_id_recruiters_id_fk" FOREIGN KEY ("recruiter_id") REFERENCES "public"."recruiters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_attributions" ADD CONSTRAINT "affiliate_attributions_affiliate_id_recruiters_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."recruiters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_attributions" ADD CONSTRAINT "affiliate_attributions_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_earnings" ADD CONSTRAINT "affiliate_earnings_affiliate_id_recruiters_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."recruiters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_earnings" ADD CONSTRAINT "affiliate_earnings_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_earnings" ADD CONSTRAINT "affiliate_earnings_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_earnings" ADD CONSTRAINT "affiliate_earnings_payout_id_affiliate_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."affiliate_payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_payouts" ADD CONSTRAINT "affiliate_payouts_affiliate_id_recruiters_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."recruiters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_recruiter_id_recruiters_id_fk" FOREIGN KEY ("recruiter_id") REFERENCES "public"."recruiters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fingerprints" ADD CONSTRAINT "fingerprints_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_outbox_status_idx" ON "email_outbox" USING btree ("status");--> statement-breakpoint
CREATE INDEX "recruiters_parent_idx" ON "recruiters" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "recruiters_siret_idx" ON "recruiters" USING btree ("siret");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "activity_sectors_name_trgm_idx" ON "activity_sectors" USING gin (f_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "advantages_address_idx" ON "advantages" USING btree ("address_id");--> statement-breakpoint
CREATE UNIQUE INDEX "communes_insee_postal_label_idx" ON "communes" USING btree ("insee_code","postal_code","name");--> statement-breakpoint
CREATE INDEX "communes_search_trgm_idx" ON "communes" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "communes_search_prefix_idx" ON "communes" USING btree ("search_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "communes_postal_idx" ON "communes" USING btree ("postal_code");--> statement-breakpoint
CREATE INDEX "jobs_search_trgm_idx" ON "jobs" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_search_prefix_idx" ON "jobs" USING btree ("search_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "jobs_rome_idx" ON "jobs" USING btree ("rome_code");--> statement-breakpoint
CREATE INDEX "similar_jobs_similar_idx" ON "similar_jobs" USING btree ("similar_job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "skills_group_name_idx" ON "skills" USING btree ("group_id","name");--> statement-breakpoint
CREATE INDEX "address_jobs_address_idx" ON "address_jobs" USING btree ("address_id");--> statement-breakpoint
CREATE INDEX "address_jobs_job_idx" ON "address_jobs" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "addresses_recruiter_idx" ON "addresses" USING btree ("recruiter_id");--> statement-breakpoint
CREATE INDEX "addresses_parent_idx" ON "addresses" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "business_units_address_idx" ON "business_units" USING btree ("address_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_year_sequence_idx" ON "invoices" USING btree ("year","sequence");--> statement-breakpoint
CREATE INDEX "invoices_recruiter_idx" ON "invoices" USING btree ("recruiter_id");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_recruiter_idx" ON "orders" USING btree ("recruiter_id","status");--> statement-breakpoint
CREATE INDEX "prices_product_idx" ON "prices" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "subscriptions_recruiter_idx" ON "subscriptions" USING btree ("recruiter_id");--> statement-breakpoint
CREATE INDEX "subscriptions_address_idx" ON "subscriptions" USING btree ("address_id");--> statement-breakpoint
CREATE INDEX "applications_address_idx" ON "applications" USING btree ("address_id","completed_at");--> statement-breakpoint
CREATE INDEX "applications_candidate_idx" ON "applications" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "candidate_matches_rank_idx" ON "candidate_matches" USING btree ("address_job_id","percentage" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "candidate_searched_jobs_job_idx" ON "candidate_searched_jobs" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "candidate_searched_jobs_candidate_idx" ON "candidate_searched_jobs" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "candidates_signed_up_idx" ON "candidates" USING btree ("signed_up_at");--> statement-breakpoint
CREATE UNIQUE INDEX "candidates_email_lower_idx" ON "candidates" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_recruiter_candidate_idx" ON "purchases" USING btree ("recruiter_id","candidate_id");--> statement-breakpoint
CREATE INDEX "affiliate_earnings_affiliate_idx" ON "affiliate_earnings" USING btree ("affiliate_id","month");--> statement-breakpoint
CREATE INDEX "fingerprints_address_idx" ON "fingerprints" USING btree ("address_id");