ALTER TABLE "agents" ADD COLUMN "appointment_settings" jsonb;
