"""The libdeflate PNG encoders read by another decoder: Pillow (PyPI).

PNGEncoderShapeTests (Swift) writes, for every hostile shape (1 x 1, a column, a very wide
strip, odd strides, the alpha edges 0/1/254/255, every premultiplied pair, seeded noise) and
both encoders, NAME.png and NAME.rgba (the straight RGBA8 pixels it must decode to) into
$PNG_FIXTURES; here Pillow decodes each PNG and must give exactly those bytes.
`make png-test` runs both.
"""
import os
import pathlib
import unittest

from PIL import Image

FIXTURES = pathlib.Path(os.environ.get("PNG_FIXTURES", ""))


class PillowDecodesOurPNGs(unittest.TestCase):
    def test_every_fixture_decodes_to_its_pixels(self):
        pngs = sorted(FIXTURES.glob("*.png")) if FIXTURES.parts else []
        # 19 shapes, two encoders each (PNGEncoderShapeTests.cases()).
        self.assertEqual(len(pngs), 38, f"expected 38 PNGs in {FIXTURES} (set PNG_FIXTURES; run make png-test)")
        for png in pngs:
            with self.subTest(png=png.name):
                expected = png.with_suffix(".rgba").read_bytes()
                with Image.open(png) as image:
                    image.load()  # reads every chunk, checking CRCs and the zlib stream
                    self.assertEqual(image.format, "PNG")
                    self.assertEqual(image.mode, "RGBA")
                    self.assertEqual(len(expected), image.width * image.height * 4)
                    self.assertEqual(image.tobytes(), expected)


if __name__ == "__main__":
    unittest.main()
