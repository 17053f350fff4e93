import Foundation

/// A page turning by curling, while it turns.
struct PageCurl {
    /// The page that folds over, and the page under it: going forward, the page shown over the next; going back, the
    /// page before over the one shown.
    let upper: ViewController, lower: ViewController
    /// Whether the turn goes forward.
    let forward: Bool
    /// Whether a finger (a drag or a tap) turns it: the delegate hears of those, not of `setViewControllers`.
    let byGesture: Bool
    /// What shows.
    let stage: PageCurlStage
    /// The fold now.
    var fold: PageFold
    /// The way the grab runs while it moves on its own: from, to, and how far it rises on the way.
    var path: (from: CGPoint, to: CGPoint, lift: CGFloat) = (.zero, .zero, 0)

    /// The page shown once the turn ends, whether or not it `completed`.
    func shown(completed: Bool) -> ViewController { completed == forward ? lower : upper }
    /// Where the grab rests flat, and where it rests turned over onto the spine's far side.
    var flat: CGPoint { fold.grab }
    var turnedOver: CGPoint { CGPoint(x: fold.grab.x - 2 * fold.size.width, y: fold.grab.y) }
}

extension PageViewController {
    /// How long a page takes to curl over by itself (a tap, or `setViewControllers` animated); UIKit does not publish
    /// it: AnimKit's choice.
    public static let curlDuration: TimeInterval = 0.4
    /// A flick faster than this (points a second) finishes or abandons a dragged curl whatever its place.
    static let curlFlickSpeed: CGFloat = 300
    /// A tap within this fraction of the page's width from its outer edge turns forward, from its spine back.
    static let curlTapMargin: CGFloat = 0.2

    /// The pages shown while a curl turns them: `page` over or under the page shown, the stage built in the view.
    /// `nil` when there is nothing to turn to.
    func beginCurl(to page: ViewController, forward: Bool, grabHeight: CGFloat, byGesture: Bool) -> PageCurl? {
        guard isViewLoaded, let current, page !== current else { return nil }
        adopt(page)
        let (upper, lower) = forward ? (current, page) : (page, current)
        upper.view.frame = view.bounds
        lower.view.frame = view.bounds
        upper.view.layoutIfNeeded()
        let stage = PageCurlStage(upper: upper.view, lower: lower.view, frame: view.bounds)
        view.insertSubview(stage, belowSubview: pageControl)
        let size = view.bounds.size, grab = CGPoint(x: size.width, y: Swift.min(Swift.max(grabHeight, 0), size.height))
        let start = forward ? grab : CGPoint(x: grab.x - 2 * size.width, y: grab.y)
        let curl = PageCurl(
            upper: upper, lower: lower, forward: forward, byGesture: byGesture, stage: stage,
            fold: PageFold(size: size, grab: grab, finger: start))
        stage.show(curl.fold)
        if byGesture { delegate?.pageViewController(self, willTransitionTo: [page]) }
        return curl
    }

    /// The curl's grab carried to `finger`, and drawn.
    func moveCurl(to finger: CGPoint) {
        guard var curl else { return }
        curl.fold = PageFold(size: curl.fold.size, grab: curl.fold.grab, finger: finger)
        curl.stage.show(curl.fold)
        self.curl = curl
    }

    /// Runs the curl on its own to its end — turned over when it `completes`, else flat again — over `duration` on
    /// `timing`, rising `lift` points on the way, then ends it.
    func runCurl(completing completes: Bool, duration: TimeInterval, timing: AnimationCurve, lift: CGFloat = 0) {
        guard var curl else { return }
        let target = completes == curl.forward ? curl.turnedOver : curl.flat
        curl.path = (curl.fold.finger, target, lift)
        self.curl = curl
        let driver = View()
        driver.isHidden = true
        curl.stage.addSubview(driver)
        let animator = PropertyAnimator(duration: duration, curve: timing)
        animator.name = "page curl"
        animator.addAnimations { driver.center = CGPoint(x: 1, y: 0) }
        let watch = animator.observe(\.fractionComplete) { [weak self] _, _ in self?.followCurl(driver) }
        animator.addCompletion { [weak self] _ in
            watch.invalidate()
            guard let self, self.curlMotion === animator else { return }
            self.curlMotion = nil
            self.endCurl(completed: completes)
        }
        curlMotion = animator
        animator.startAnimation()
    }

    /// The curl drawn where its run has brought the grab: `driver`'s presented x runs 0 to 1 along the path.
    private func followCurl(_ driver: View) {
        guard let curl else { return }
        let along = driver.presentation.center.x, (from, to, lift) = curl.path
        moveCurl(
            to: CGPoint(
                x: from.x + (to.x - from.x) * along, y: from.y + (to.y - from.y) * along - lift * sin(CGFloat.pi * along)))
    }

    /// The turn ended: the stage taken down, the page it leaves shown (told it appears, the one it covers that it
    /// disappeared), and those who asked told.
    func endCurl(completed: Bool) {
        guard let curl else { return }
        self.curl = nil
        curlMotion?.stopAnimation(true)
        curlMotion = nil
        curl.stage.dismantle()
        let previous = current, shown = curl.shown(completed: completed)
        if let previous, shown !== previous { turn(to: shown) }
        layOutPages(settled: true)
        if curl.byGesture, let previous {
            delegate?.pageViewController(
                self, didFinishAnimating: true, previousViewControllers: [previous], transitionCompleted: shown !== previous)
        }
        let completion = pendingCompletion
        pendingCompletion = nil
        completion?(completed)
    }

    /// The drag that curls pages: begun, it takes hold of the page's outer edge at the finger's height and turns
    /// forward when the finger moves towards the spine, back when away; released more than half the page's width from
    /// where it went down, or flicked that way, the page turns; else it falls back.
    func curlPanned(_ pan: PanGestureRecognizer) {
        let moved = pan.translation(in: view), width = view.bounds.width
        switch pan.state {
        case .began:
            guard curl == nil, let current, width > 0 else { return }
            // The way it set off: its move since it began, else (at the moment it begins) since the press.
            let forward = (moved.x != 0 ? moved.x : pan.movedSincePress.x) < 0
            let neighbour =
                forward
                ? dataSource?.pageViewController(self, viewControllerAfter: current)
                : dataSource?.pageViewController(self, viewControllerBefore: current)
            guard let neighbour else { return }
            curl = beginCurl(to: neighbour, forward: forward, grabHeight: pan.location(in: view).y - moved.y, byGesture: true)
            followFinger(moved)
        case .changed:
            guard curlMotion == nil else { return }
            followFinger(moved)
        case .ended, .cancelled, .failed:
            guard let curl, curlMotion == nil else { return }
            let toward = curl.forward ? -1 : 1 as CGFloat
            let speed = pan.state == .ended ? pan.velocity(in: view).x * toward : 0, distance = moved.x * toward
            let completes =
                speed > PageViewController.curlFlickSpeed || (speed >= -PageViewController.curlFlickSpeed && distance > width / 2)
            let target = completes == curl.forward ? curl.turnedOver : curl.flat
            let remaining = abs(target.x - curl.fold.finger.x) / (2 * width)
            runCurl(completing: completes, duration: Swift.max(0.1, PageViewController.curlDuration * remaining), timing: .easeOut)
        default: return
        }
    }

    /// The grab moved with the finger: going forward the page's edge follows it; going back the fold does (the edge of
    /// the page coming back lies beyond the spine until it is half over).
    private func followFinger(_ moved: CGPoint) {
        guard let curl else { return }
        let start = curl.forward ? curl.flat : curl.turnedOver, scale: CGFloat = curl.forward ? 1 : 2
        moveCurl(to: CGPoint(x: start.x + moved.x * scale, y: start.y + moved.y))
    }

    /// A tap near the outer edge turns forward, near the spine back, curling over ``curlDuration``.
    func curlTapped(_ tap: TapGestureRecognizer) {
        guard tap.state == .ended, curl == nil, let current else { return }
        let x = tap.location(in: view).x, width = view.bounds.width
        let forward = x > width * (1 - PageViewController.curlTapMargin)
        guard forward || x < width * PageViewController.curlTapMargin else { return }
        let neighbour =
            forward
            ? dataSource?.pageViewController(self, viewControllerAfter: current)
            : dataSource?.pageViewController(self, viewControllerBefore: current)
        guard let neighbour else { return }
        curlOnItsOwn(to: neighbour, forward: forward, byGesture: true)
    }

    /// Curls to `page` by itself, from the bottom corner, rising a third of the page on the way.
    func curlOnItsOwn(to page: ViewController, forward: Bool, byGesture: Bool) {
        let height = view.bounds.height
        curl = beginCurl(to: page, forward: forward, grabHeight: height, byGesture: byGesture)
        runCurl(completing: true, duration: PageViewController.curlDuration, timing: .easeInOut, lift: height / 3)
    }
}
