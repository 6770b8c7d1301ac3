print("bench pending")
