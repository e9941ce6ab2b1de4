import { DoctorBanner } from '../components/doctor-banner.tsx';
import { Hero } from '../components/hero.tsx';
import { PatientNext } from '../components/patient-next.tsx';
import { HowItWorks } from '../components/how-it-works.tsx';
import { PopularTopics } from '../components/popular-topics.tsx';
import { Stats } from '../components/stats.tsx';
import { Testimonials } from '../components/testimonials.tsx';
import { WhyChoose } from '../components/why-choose.tsx';

/** The home page. */
export function HomePage() {
  return (
    <>
      <PatientNext />
      <Hero />
      <PopularTopics />
      <Stats />
      <HowItWorks />
      <WhyChoose />
      <Testimonials />
      <DoctorBanner />
    </>
  );
}
