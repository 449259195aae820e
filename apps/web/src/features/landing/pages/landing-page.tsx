import { AboutSection } from '../components/about-section';
import { FeaturesSection } from '../components/features-section';
import { HeroSection } from '../components/hero-section';
import { ServicesSection } from '../components/services-section';

/** What a visitor sees at / (spec 01 §1–§2). */
export function LandingPage() {
  return (
    <>
      <HeroSection />
      <FeaturesSection />
      <ServicesSection />
      <AboutSection />
    </>
  );
}
