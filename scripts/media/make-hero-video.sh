#!/usr/bin/env bash
# Renders the home hero's abstract background video and its poster from ffmpeg's own sources
# (no footage, no download): slowly turning brand gradients under a faint grid.
# Run once after changing the look; the outputs are committed under public/media/.
# Needs ffmpeg with libvpx-vp9, libx264 and libwebp (Debian: apt-get install ffmpeg).
set -euo pipefail
cd "$(dirname "$0")/../.."
out=public/media
mkdir -p "$out"
size=960x540
half=6 # seconds; the clip plays forward then backward so the loop has no seam

filter="
gradients=s=${size}:r=24:d=${half}:type=linear:n=4:c0=0x0b0a24:c1=0x1e1b4b:c2=0x4338ca:c3=0x0c4a6e:speed=0.012:seed=7,format=gbrp,gblur=sigma=24[base];
gradients=s=${size}:r=24:d=${half}:type=radial:n=3:c0=0x7c3aed:c1=0x0b0a24:c2=0x0891b2:speed=0.018:seed=11,format=gbrp,gblur=sigma=40[glow];
[base]null[b];
[b][glow]blend=all_mode=screen:all_opacity=0.5,
drawgrid=w=48:h=48:t=1:c=white@0.06,
gblur=sigma=0.6,format=yuv420p,split[f][r0];
[r0]reverse[r];
[f][r]concat=n=2:v=1:a=0[v]"

ffmpeg -y -hide_banner -loglevel error -filter_complex "$filter" -map "[v]" \
  -c:v libvpx-vp9 -b:v 0 -crf 42 -row-mt 1 -deadline good -cpu-used 2 -an "$out/hero.webm"
ffmpeg -y -hide_banner -loglevel error -filter_complex "$filter" -map "[v]" \
  -c:v libx264 -preset slow -crf 30 -pix_fmt yuv420p -movflags +faststart -an "$out/hero.mp4"
# The poster is the first frame: what shows before (or instead of) the video.
ffmpeg -y -hide_banner -loglevel error -i "$out/hero.mp4" -frames:v 1 -c:v libwebp -quality 70 "$out/hero-poster.webp"
ls -l "$out"/hero*
