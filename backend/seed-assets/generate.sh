#!/usr/bin/env bash
# Regenerates the demo videos and posters (Debian's ffmpeg): 320x240, silent, H.264 baseline with
# faststart so a browser plays and seeks them while they stream. A few hundred KB in total.
set -euo pipefail
cd "$(dirname "$0")/videos"
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
gen() { # name colour-from colour-to seconds line1 line2
  ffmpeg -hide_banner -loglevel error -y -f lavfi -i "gradients=s=320x240:c0=$2:c1=$3:speed=0.02:d=$4:r=12" \
    -vf "drawtext=fontfile=$FONT:text='$5':fontcolor=white:fontsize=20:x=(w-text_w)/2:y=(h/2)-30:borderw=2:bordercolor=black@0.6,drawtext=fontfile=$FONT:text='$6':fontcolor=white:fontsize=16:x=(w-text_w)/2:y=(h/2)+10:borderw=2:bordercolor=black@0.6" \
    -c:v libx264 -profile:v baseline -pix_fmt yuv420p -preset veryslow -crf 34 -g 24 -movflags +faststart -an "$1.mp4"
  # The poster is taken where the browser takes it: min(1 s, 10% of the duration).
  ffmpeg -hide_banner -loglevel error -y -ss 1 -i "$1.mp4" -frames:v 1 -q:v 6 "$1.jpg"
}
gen tejido-punto-arroz 0xB5651D 0xE8A87C 12 'Punto arroz' 'Tejido a palillo'
gen pan-amasado 0x8B4513 0xF4A460 14 'Pan amasado' 'Receta del campo'
gen empanadas-de-pino 0xA0522D 0xFFD39B 10 'Empanadas de pino' 'Paso a paso'
gen huerto-balcon 0x2E7D32 0xA5D6A7 11 'Huerto en el balcón' 'Lechugas en macetero'
gen guitarra-cueca 0x4527A0 0xB39DDB 9 'Guitarra' 'Primeros acordes de cueca'
gen videollamadas-whatsapp 0x1565C0 0x90CAF9 13 'Videollamadas' 'WhatsApp sin enredos'
gen respiracion 0x00695C 0x80CBC4 8 'Respiración' 'Para dormir mejor'
gen historia-cerro-alegre 0x6D4C41 0xD7CCC8 15 'Mi infancia' 'en el cerro Alegre'
gen historia-feria 0x5D4037 0xFFCC80 12 'La feria del barrio' 'donde conocí a Juan'
