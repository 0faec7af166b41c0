/** Issue 24 point 7: the home carousel (W0001, autoplay every autoplaySpeed ms) advances by itself for a visitor who only looks. */
import { expect, test } from '@playwright/test';
import { shots } from './helpers/shots';

test('the home banner advances by itself within 7 s, without a move of the mouse', async ({ page }) => {
  await page.goto('/');
  const carousel = page.locator('[data-island="W0001"]').first();
  const speed = await carousel.evaluate((el) => Number(JSON.parse((el as HTMLElement).dataset.props!).value.autoplaySpeed));
  expect(speed).toBeLessThanOrEqual(5000);
  const shownSlide = () => carousel.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const slides = [...el.querySelectorAll('.swiper-slide')];
    return slides.findIndex((s) => Math.abs(s.getBoundingClientRect().left - box.left) < 2);
  });
  expect(await shownSlide()).toBe(0);
  await expect.poll(shownSlide, { timeout: 7_000 }).toBeGreaterThan(0);
  await shots.save(page, test.info().outputPath('home-carousel-advanced.png'));
});
