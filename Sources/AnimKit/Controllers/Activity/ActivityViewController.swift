import Foundation

/// The share sheet (also spelled `UIActivityViewController`), as a phone shows it: a sheet at half height over the
/// screen — the first item shared at the top with a close button, a row of ways to share (AirDrop, Messages, Mail,
/// Notes and your share activities), then a card of actions (Copy, Add to Reading List for a link, your actions). A
/// tap on one runs it — Copy puts the items on ``Pasteboard/general``; your activity is prepared and performed — and
/// the sheet goes; ``completionWithItemsHandler`` hears which one and whether it completed (`nil`, `false` when closed
/// or dragged away). The ways to share only report their choice here: no message or mail is sent.
@preconcurrency @MainActor
open class ActivityViewController: ViewController {
    /// What the completion handler is told: the activity chosen (`nil` for none), whether it completed, items it
    /// returned and an error (both `nil` here).
    public typealias CompletionWithItemsHandler = (Activity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    /// The items shared.
    let activityItems: [Any]
    /// Your activities, beside the system's.
    let applicationActivities: [Activity]
    /// Run once the sheet has gone.
    open var completionWithItemsHandler: CompletionWithItemsHandler?
    /// The system's activities not to offer.
    open var excludedActivityTypes: [Activity.ActivityType]?
    /// What the sheet ended with, once chosen (the handler hears it when the sheet has gone).
    private var outcome: (type: Activity.ActivityType?, completed: Bool)?
    private var told = false

    /// A sheet sharing `activityItems` (strings, URLs, images), offering `applicationActivities` too.
    public init(activityItems: [Any], applicationActivities: [Activity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities ?? []
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .popover
    }

    /// No share sheet comes from an archive.
    public required init?(coder: NSCoder) { nil }

    /// Builds the sheet and shows it at half height, growing to full when dragged up.
    open override func viewDidLoad() {
        super.viewDidLoad()
        sheetPresentationController?.detents = [.medium(), .large()]
        sheetPresentationController?.prefersGrabberVisible = true
        view.backgroundColor = .systemGroupedBackground
        ActivitySheetLayout(sheet: self).build(in: view)
    }

    /// The ways to share offered: the system's (less those excluded) and your share activities.
    var shareTargets: [(title: String, run: @MainActor () -> Void)] {
        let system: [(String, Activity.ActivityType)] = [
            ("AirDrop", .airDrop), ("Messages", .message), ("Mail", .mail),
            ("Notes", Activity.ActivityType("com.apple.mobilenotes.SharingExtension")),
        ]
        let offered = system.filter { !(excludedActivityTypes ?? []).contains($0.1) }.map { title, type in
            (title, { @MainActor [weak self] () -> Void in self?.finish(type, completed: true) })
        }
        return offered + activities(of: .share)
    }

    /// The actions offered: Copy, Add to Reading List for a link (less those excluded), and your actions.
    var actions: [(title: String, run: @MainActor () -> Void)] {
        var system: [(String, Activity.ActivityType)] = [("Copy", .copyToPasteboard)]
        if activityItems.contains(where: { $0 is URL }) { system.append(("Add to Reading List", .addToReadingList)) }
        let offered = system.filter { !(excludedActivityTypes ?? []).contains($0.1) }.map { title, type in
            (title, { @MainActor [weak self] () -> Void in self?.runSystem(type) })
        }
        return offered + activities(of: .action)
    }

    /// Your activities of `category` that can act on the items.
    private func activities(of category: Activity.Category) -> [(title: String, run: @MainActor () -> Void)] {
        applicationActivities.filter { type(of: $0).activityCategory == category && $0.canPerform(withActivityItems: activityItems) }
            .map { activity in
                (activity.activityTitle ?? "", { @MainActor [weak self] () -> Void in self?.run(activity) })
            }
    }

    /// A system action: Copy puts the items on the general pasteboard; the others only report their choice.
    private func runSystem(_ type: Activity.ActivityType) {
        if type == .copyToPasteboard { Pasteboard.general.copy(activityItems) }
        finish(type, completed: true)
    }

    /// Your activity: prepared with the items, then its screen presented over the sheet, or performed.
    private func run(_ activity: Activity) {
        activity.sheet = self
        activity.prepare(withActivityItems: activityItems)
        if let screen = activity.activityViewController { return present(screen, animated: true) }
        activity.perform()
    }

    /// The sheet ends with `type` (`completed` or not): it goes, and the handler hears of it once it has gone.
    func finish(_ type: Activity.ActivityType?, completed: Bool) {
        guard outcome == nil else { return }
        outcome = (type, completed)
        if let presentedViewController { presentedViewController.dismiss(animated: false) }
        dismiss(animated: true)
    }

    /// The sheet has gone (chosen, closed or dragged away): the completion handler hears how, once.
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        guard !told, presentedViewController == nil else { return }
        told = true
        completionWithItemsHandler?(outcome?.type, outcome?.completed ?? false, nil, nil)
    }
}

/// UIKit's name for the share sheet.
public typealias UIActivityViewController = ActivityViewController
