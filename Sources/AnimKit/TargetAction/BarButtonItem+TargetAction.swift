import Foundation

extension BarButtonItem {
    /// An item showing `title` that sends `action` to `target` when tapped.
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init(title: title)
        self.style = style
        (self.target, self.action) = (target as AnyObject?, action)
    }

    /// An item showing `image` that sends `action` to `target` when tapped.
    public convenience init(image: Image?, style: Style, target: Any?, action: Selector?) {
        self.init(image: image)
        self.style = style
        (self.target, self.action) = (target as AnyObject?, action)
    }

    /// One of the system's items, sending `action` to `target` when tapped.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init(systemItem: systemItem)
        (self.target, self.action) = (target as AnyObject?, action)
    }

    /// A tap on the item's view in the bar, `view`: the primary action runs, else the action goes to the target (or
    /// up the responder chain from the view to the first responder that has the method).
    func tapped(from view: View?) {
        if let primaryAction { return primaryAction.perform(from: self) }
        guard let action else { return }
        if let target {
            action.send(to: target, self)
            return
        }
        if let responder = view?.target(forAction: action, withSender: self) as? Responder { action.send(to: responder, self) }
    }
}
