import { Button } from '../../../components/ui/button';

export function CtaSection({ onStartTrial }: { onStartTrial(): void }) {
  return (
    <section className="bg-blue-700 px-4 py-16 text-center sm:px-6">
      <h2 className="text-3xl font-bold text-white">Stop losing leads after hours</h2>
      <p className="mx-auto mt-4 max-w-xl text-lg text-blue-100">
        Set up in under 5 minutes. Your first qualified lead could arrive tonight.
      </p>
      <Button size="lg" variant="outline" className="mt-8" onClick={onStartTrial}>
        Start Free Trial
      </Button>
    </section>
  );
}
