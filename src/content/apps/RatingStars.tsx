/** Five stars filled to the rating (decorative: the score is always written beside them). */
export function RatingStars({ rating, className = "h-4 w-4" }: { rating: number; className?: string }) {
  return (
    <span aria-hidden="true" className="inline-flex">
      {[1, 2, 3, 4, 5].map((star) => (
        <svg
          key={star}
          aria-hidden="true"
          viewBox="0 0 24 24"
          className={`${className} ${rating >= star - 0.25 ? "text-amber-500" : "text-slate-300"}`}
          fill="currentColor"
        >
          <path d="M12 3l2.6 5.6 6.1.7-4.5 4.2 1.2 6L12 16.6 6.6 19.5l1.2-6-4.5-4.2 6.1-.7L12 3z" />
        </svg>
      ))}
    </span>
  );
}
