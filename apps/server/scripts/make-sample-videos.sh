#!/usr/bin/env bash
# Makes the sample product clips of the development catalogue (apps/server/assets/video/*.mp4).
#
# They are generated sample clips, not product footage: a coloured shape turning, sliding or
# pulsing on a light backdrop, 3 s, 320x320, H.264 (baseline profile, yuv420p, faststart) so every
# browser plays them in <video> and can seek. The clips are committed: the seed and CI only read
# them, so ffmpeg is needed only to remake them (apt-get install ffmpeg), after which the seed
# gives them new content-addressed keys by itself.
set -euo pipefail

out="$(cd "$(dirname "$0")/.." && pwd)/assets/video"
mkdir -p "$out"

size=320
seconds=3
fps=24
backdrop="color=c=0xF5F1EC:s=${size}x${size}:r=${fps}:d=${seconds}"

encode() {
  # $1 output name, $2 the shape input (lavfi), $3 the filter graph from [0:v] backdrop and [1:v] shape
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "$backdrop" \
    -f lavfi -i "$2" \
    -filter_complex "$3,format=yuv420p" \
    -c:v libx264 -profile:v baseline -preset veryslow -crf 32 -g "$fps" \
    -movflags +faststart -an -t "$seconds" "$out/$1"
}

# A square turning once, like a product on a turntable.
encode turntable-red.mp4 "color=c=0xEA4335:s=150x150:r=${fps}:d=${seconds}" \
  "[1:v]format=rgba,rotate=a='2*PI*t/${seconds}':c=black@0:ow=hypot(iw\,ih):oh=ow[shape];[0:v][shape]overlay=x='(W-w)/2':y='(H-h)/2':shortest=1"

# A disc sliding across and back.
encode slide-blue.mp4 \
  "color=c=0x1A73E8:s=120x120:r=${fps}:d=${seconds},format=rgba,geq=r='r(X,Y)':g='g(X,Y)':b='b(X,Y)':a='if(lt(hypot(X-60,Y-60),58),255,0)'" \
  "[0:v][1:v]overlay=x='(W-w)/2+90*sin(2*PI*t/${seconds})':y='(H-h)/2':shortest=1"

# A tall panel (a phone, a bottle) swinging left and right.
encode swing-green.mp4 "color=c=0x34A853:s=100x180:r=${fps}:d=${seconds}" \
  "[1:v]format=rgba,rotate=a='0.5*sin(2*PI*t/${seconds})':c=black@0:ow=hypot(iw\,ih):oh=ow[shape];[0:v][shape]overlay=x='(W-w)/2':y='(H-h)/2':shortest=1"

# A disc growing and shrinking.
encode pulse-amber.mp4 \
  "color=c=0xFBBC04:s=200x200:r=${fps}:d=${seconds},format=rgba,geq=r='r(X,Y)':g='g(X,Y)':b='b(X,Y)':a='if(lt(hypot(X-100,Y-100),96),255,0)'" \
  "[1:v]scale=w='120+60*sin(2*PI*t/${seconds})':h=-1:eval=frame[shape];[0:v][shape]overlay=x='(W-w)/2':y='(H-h)/2':shortest=1"

ls -l "$out"
